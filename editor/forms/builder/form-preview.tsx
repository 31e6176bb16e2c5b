import { useMemo, useState } from "react";
import { buildFormSchemas, type FormDefinition } from "../../../model/forms/index.ts";
import { FormView } from "../../../renderer/primitives/form/index.ts";
import type { BuilderState } from "./builder-state.ts";

/** The preview's stand-in for the lead post: answers that pass the site's checks are "accepted" and stored nowhere. */
const previewFetch: typeof fetch = async () =>
  new Response(JSON.stringify({ id: "preview", created_at: new Date().toISOString() }), {
    status: 201,
    headers: { "content-type": "application/json" },
  });

/**
 * The unsaved form as visitors will see it: the site's own form renderer (renderer/primitives/form),
 * with its widgets, rules, messages and thank-you content. Sending it posts nothing.
 */
export function FormPreview({ form, state }: { form: FormDefinition; state: BuilderState }) {
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);
  const preview = useMemo<FormDefinition>(
    () => ({
      ...form,
      name: state.name,
      status: state.status,
      settings: state.settings,
      ...buildFormSchemas(state.fields, state.columns, state.submitText.trim() || undefined),
    }),
    [form, state],
  );
  return (
    <section className="forms-preview" aria-labelledby="forms-preview-title">
      <h2 id="forms-preview-title">Preview</h2>
      <p className="admin-panel__lead">As visitors see it; sending it here stores nothing.</p>
      {state.fields.length === 0 ? (
        <p className="admin-panel__empty">Add a field to see the form.</p>
      ) : (
        <FormView
          key={round}
          form={preview}
          idPrefix="forms-preview"
          fetcher={previewFetch}
          onSubmitted={() => setSent(true)}
        />
      )}
      {sent ? (
        <button
          type="button"
          className="editor-button editor-button--secondary"
          onClick={() => {
            setSent(false);
            setRound((n) => n + 1);
          }}
        >
          Show the form again
        </button>
      ) : null}
    </section>
  );
}
