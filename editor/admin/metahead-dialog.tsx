import { useState } from "react";
import { METAHEAD_LANGUAGES, metaheadsClient, SCRIPT_LANGUAGES, type Metahead, type MetaheadInput, type MetaheadLanguage } from "../api/metaheads-client.ts";
import type { PageSummary } from "../api/pages-client.ts";
import { allPageOptions, TOP_LEVEL } from "../page-tree/page-options.ts";
import { CheckboxField, Dialog, FormError, SelectField, TextField } from "../ui/index.ts";
import type { AdminRun } from "./use-admin-writes.ts";

const LANGUAGE_LABELS: Record<MetaheadLanguage, string> = {
  javascript: "JavaScript (inline script)",
  "js-src": "Script URL (js-src)",
  css: "CSS",
  sass: "Sass (indented syntax)",
  scss: "SCSS",
  html: "HTML",
};

const FIELDS = ["content", "language", "sequence", "in_body", "rdx_core_page_id", "reload_on_each_page"];

function languageOf(value: string): MetaheadLanguage {
  return (METAHEAD_LANGUAGES as readonly string[]).includes(value) ? (value as MetaheadLanguage) : "css";
}

interface MetaheadDialogProps {
  /** Null: a new metahead. */
  metahead: Metahead | null;
  pages: readonly PageSummary[];
  /** For a new metahead: the page it starts on (null: every page). */
  defaultPageId: string | null;
  onClose: () => void;
  run: AdminRun;
}

/** Adds or changes a metahead; the server's 403 (script languages) and 422 (content) are shown here. */
export function MetaheadDialog({ metahead, pages, defaultPageId, onClose, run }: MetaheadDialogProps) {
  const [language, setLanguage] = useState<MetaheadLanguage>(metahead?.language ?? "css");
  const [content, setContent] = useState(metahead?.content ?? "");
  const [sequence, setSequence] = useState(String(metahead?.sequence ?? 0));
  const [inBody, setInBody] = useState(metahead?.in_body ?? false);
  const [pageId, setPageId] = useState(metahead?.rdx_core_page_id ?? defaultPageId ?? TOP_LEVEL);
  const [reload, setReload] = useState(metahead?.reload_on_each_page ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const problems: Record<string, string> = {};
    if (content.trim() === "") problems.content = "is required";
    if (!/^-?\d+$/.test(sequence.trim())) problems.sequence = "must be a whole number";
    setErrors(problems);
    setMessage(null);
    if (Object.keys(problems).length > 0) return setFailedSubmits((count) => count + 1);
    const input: MetaheadInput = { content, language, sequence: Number(sequence), in_body: inBody, rdx_core_page_id: pageId === TOP_LEVEL ? null : pageId, reload_on_each_page: reload };
    setBusy(true);
    const outcome = metahead
      ? await run(() => metaheadsClient.update(metahead.id, input), { fields: FIELDS, success: `Saved the ${language} metahead.` })
      : await run(() => metaheadsClient.create(input), { fields: FIELDS, success: `Added a ${language} metahead.` });
    setBusy(false);
    if (outcome.ok) return onClose();
    const { fieldErrors, serverMessage, status } = outcome.failure;
    // The server's sentence about the content says more (the compiler's line and column) than the issue alone.
    setErrors(fieldErrors.content && serverMessage ? { ...fieldErrors, content: serverMessage } : fieldErrors);
    setMessage(status === 403 ? serverMessage : outcome.failure.message);
    setFailedSubmits((count) => count + 1);
  };

  const script = SCRIPT_LANGUAGES.has(language);
  return (
    <Dialog
      title={metahead ? `Edit ${metahead.language} metahead` : "Add a metahead"}
      size="large"
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      failedSubmits={failedSubmits}
      actions={
        <button type="submit" className="editor-button" disabled={busy}>
          {busy ? "Saving…" : "Save metahead"}
        </button>
      }
    >
      <FormError message={message} />
      <div className="fc-field-row">
        <SelectField
          label="Language"
          name="language"
          value={language}
          onChange={(value) => setLanguage(languageOf(value))}
          error={errors.language}
          options={METAHEAD_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
          hint={script ? "Runs in visitors’ browsers: only admins may save it." : language === "sass" || language === "scss" ? "Compiled to CSS when saved." : undefined}
        />
        <TextField label="Sequence" name="sequence" type="number" value={sequence} onChange={setSequence} error={errors.sequence} hint="Lower numbers come first." />
      </div>
      {language === "js-src" ? (
        <TextField
          label="Script URL"
          name="content"
          value={content}
          onChange={setContent}
          error={errors.content}
          required
          monospace
          spellCheck={false}
          placeholder="https://example.com/script.js"
          hint="https://…, //… or a path on this site."
        />
      ) : (
        <TextField label="Content" name="content" value={content} onChange={setContent} error={errors.content} required monospace spellCheck={false} rows={12} />
      )}
      <SelectField
        label="Page"
        name="rdx_core_page_id"
        value={pageId}
        onChange={setPageId}
        error={errors.rdx_core_page_id}
        options={[{ value: TOP_LEVEL, label: "Every page (global)" }, ...allPageOptions(pages)]}
      />
      <CheckboxField label="Put it at the end of the body" name="in_body" checked={inBody} onChange={setInBody} error={errors.in_body} hint="Otherwise it goes in the head." />
      <CheckboxField
        label="Run again on each page"
        name="reload_on_each_page"
        checked={reload}
        onChange={setReload}
        error={errors.reload_on_each_page}
        hint="For code that must run after every navigation inside the site, such as page-view tracking."
      />
    </Dialog>
  );
}
