import Form, { getDefaultRegistry } from "@rjsf/core";
import type { ErrorSchema, RegistryWidgetsType, UiSchema as RjsfUiSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { useMemo, useState } from "react";
import {
  buildFormSchemas,
  invalidLeadMessage,
  validateSubmission,
  withoutEmptyAnswers,
  type SubmissionIssue,
} from "../../../model/forms/index.ts";
import type { BuilderState } from "./builder-state.ts";

const stock = getDefaultRegistry().widgets;

/** The form's own widget names (model/forms `Widget`) on rjsf's stock widgets. */
const PREVIEW_WIDGETS: RegistryWidgetsType = {
  ...stock,
  text: stock.TextWidget!,
  textarea: stock.TextareaWidget!,
  email: stock.EmailWidget!,
  phone: stock.TextWidget!,
  number: stock.UpDownWidget!,
  checkbox: stock.CheckboxWidget!,
  select: stock.SelectWidget!,
  hidden: stock.HiddenWidget!,
  consent: stock.CheckboxWidget!,
};

/**
 * The form as visitors will see it, from the builder's unsaved state. Sending it checks the answers
 * with the same rules and messages as the site and the server (model/forms validate-submission) and
 * stores nothing.
 */
export function FormPreview({ state }: { state: BuilderState }) {
  const { schema, ui_schema } = useMemo(
    () => buildFormSchemas(state.fields, state.columns, state.submitText.trim() || undefined),
    [state.fields, state.columns, state.submitText],
  );
  const [data, setData] = useState<Record<string, unknown>>({});
  const [issues, setIssues] = useState<SubmissionIssue[] | null>(null);
  const extraErrors = useMemo(() => {
    const errors: Record<string, { __errors: string[] }> = {};
    for (const issue of issues ?? []) (errors[issue.field] ??= { __errors: [] }).__errors.push(issue.message);
    return errors as ErrorSchema;
  }, [issues]);
  return (
    <section className="forms-preview" aria-labelledby="forms-preview-title">
      <h3 id="forms-preview-title">Preview</h3>
      {state.fields.length === 0 ? (
        <p className="admin-panel__empty">Add a field to see the form.</p>
      ) : (
        <div className={`forms-preview__form forms-preview__form--columns-${state.columns}`}>
          <Form
            schema={schema as object}
            uiSchema={ui_schema as RjsfUiSchema}
            formData={data}
            validator={validator}
            widgets={PREVIEW_WIDGETS}
            noValidate
            noHtml5Validate
            extraErrors={extraErrors}
            showErrorList={false}
            onChange={(event) => setData((event.formData ?? {}) as Record<string, unknown>)}
            onSubmit={(event) => {
              const answers = withoutEmptyAnswers((event.formData ?? {}) as Record<string, unknown>);
              setIssues(validateSubmission({ schema, ui_schema }, answers));
            }}
          />
        </div>
      )}
      <p role="status" className="forms-preview__status">
        {issues === null
          ? ""
          : issues.length === 0
            ? `Preview: the answers are valid. ${state.settings.thank_you.title}`
            : `Preview: ${invalidLeadMessage(issues)}`}
      </p>
    </section>
  );
}
