import Form from "@rjsf/core";
import type { ErrorSchema, ValidatorType } from "@rjsf/utils";
import { memo } from "react";
import { DEFAULTS_BEHAVIOUR } from "./default-form-state.ts";
import { formSchemaFor } from "./form-schema.ts";
import { inspectorFields, inspectorTemplates, inspectorWidgets } from "./inspector-registry.ts";
import { projectValidator } from "./project-validator.ts";
import { uiSchemaFor } from "./ui-schema.ts";

const validators = new Map<string, ValidatorType>();

function validatorFor(type: string): ValidatorType {
  let validator = validators.get(type);
  if (!validator) {
    validator = projectValidator(type);
    validators.set(type, validator);
  }
  return validator;
}

interface BlockFormProps {
  type: string;
  formData: Record<string, unknown>;
  /** Problems found by the project's validators, by pointer: shown beside their fields. */
  errors: ErrorSchema;
  onChange: (formData: Record<string, unknown>) => void;
}

/** The inspector form of one block: its effective schema, its hints, the project's widgets and validators. */
export const BlockForm = memo(function BlockForm({ type, formData, errors, onChange }: BlockFormProps) {
  const schema = formSchemaFor(type);
  if (!schema) return <p className="fc-inspector__note">This block type is unknown to the editor ({type}).</p>;
  return (
    <Form
      tagName="div"
      className="fc-form"
      schema={schema}
      uiSchema={uiSchemaFor(type)}
      formData={formData}
      validator={validatorFor(type)}
      fields={inspectorFields}
      widgets={inspectorWidgets}
      templates={inspectorTemplates}
      noValidate
      showErrorList={false}
      extraErrors={errors}
      experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
      onChange={(event) => onChange(event.formData as Record<string, unknown>)}
    />
  );
});
