import Form from "@rjsf/core";
import type { ErrorSchema } from "@rjsf/utils";
import { useId } from "react";
import { DEFAULTS_BEHAVIOUR } from "../../inspector/default-form-state.ts";
import { inspectorFields, inspectorTemplates, inspectorWidgets } from "../../inspector/inspector-registry.ts";
import { CheckboxField, SelectField, TextField } from "../../ui/index.ts";
import type { SettingField } from "./settings-catalogue.ts";
import { serverValidated } from "./server-validated.ts";

/** A setting's value while it is edited: text for text and JSON-editor settings, the object for a form. */
export type DraftValue = string | Record<string, unknown>;

interface SettingControlProps {
  field: SettingField;
  value: DraftValue;
  onChange: (value: DraftValue) => void;
  /** The server's (or the JSON parser's) message about this setting. */
  error: string | undefined;
  /** The server's issues by pointer, for a form's fields. */
  issues: ErrorSchema;
}

function Hint({ field }: { field: SettingField }) {
  return (
    <>
      {field.description}{" "}
      {field.viewOnSite ? (
        <a href={field.viewOnSite} target="_blank" rel="noreferrer" className="settings-forms__view">
          View on site<span className="visually-hidden"> ({field.title}, opens a new tab)</span>
        </a>
      ) : null}
      <code className="settings-forms__key">{field.key}</code>
    </>
  );
}

/** One setting's input, chosen by its type in the registry. */
export function SettingControl({ field, value, onChange, error, issues }: SettingControlProps) {
  const headingId = useId();
  const { control } = field;
  const hint = <Hint field={field} />;
  switch (control.kind) {
    case "toggle":
      return (
        <CheckboxField
          label={field.title}
          name={field.key}
          checked={value === "true"}
          onChange={(checked) => onChange(checked ? "true" : "false")}
          hint={hint}
          error={error}
        />
      );
    case "select":
      return (
        <SelectField
          label={field.title}
          name={field.key}
          value={value as string}
          options={control.options.map((option) => ({ value: option, label: option }))}
          onChange={onChange}
          hint={hint}
          error={error}
        />
      );
    case "text":
    case "json":
      return (
        <TextField
          label={field.title}
          name={field.key}
          value={value as string}
          onChange={onChange}
          hint={hint}
          error={error}
          rows={control.kind === "json" ? 8 : control.multiline ? 5 : undefined}
          monospace={control.kind === "json"}
          spellCheck={control.kind !== "json"}
        />
      );
    case "form":
      return (
        <fieldset className="settings-forms__object" aria-labelledby={headingId}>
          <legend id={headingId} className="settings-forms__object-title">
            {field.title}
          </legend>
          <p className="fc-field__hint">{hint}</p>
          {error ? <p className="fc-field__error">{error}</p> : null}
          <Form
            tagName="div"
            className="fc-form"
            idPrefix={field.key.replace(/[^a-z0-9]+/g, "_")}
            schema={control.schema}
            formData={value}
            validator={serverValidated}
            fields={inspectorFields}
            widgets={inspectorWidgets}
            templates={inspectorTemplates}
            noValidate
            showErrorList={false}
            extraErrors={issues}
            experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
            onChange={(event) => onChange((event.formData ?? {}) as Record<string, unknown>)}
          />
        </fieldset>
      );
  }
}
