import {
  METAHEAD_LANGUAGES,
  metaheadsClient,
  SCRIPT_LANGUAGES,
  type Metahead,
  type MetaheadInput,
  type MetaheadLanguage,
} from "../api/metaheads-client.ts";
import type { PageSummary } from "../api/pages-client.ts";
import { allPageOptions, TOP_LEVEL } from "../page-tree/page-options.ts";
import {
  CheckboxField,
  EntityFormDialog,
  SelectField,
  TextField,
  useEntityForm,
  type FieldList,
  type FormRun,
} from "../ui/index.ts";

const LANGUAGE_LABELS: Record<MetaheadLanguage, string> = {
  javascript: "JavaScript (inline script)",
  "js-src": "Script URL (js-src)",
  css: "CSS",
  sass: "Sass (indented syntax)",
  scss: "SCSS",
  html: "HTML",
};

// By hand until the metahead schema exists; then `fieldsFromSchema(metaheadSchema, labels)`.
const FIELDS: FieldList = [
  { name: "language", label: "Language" },
  { name: "sequence", label: "Sequence" },
  { name: "content", label: "Content", required: true },
  { name: "rdx_core_page_id", label: "Page" },
  { name: "in_body", label: "Put it at the end of the body" },
  { name: "reload_on_each_page", label: "Run again on each page" },
  { name: "consent_scope", label: "Cookie consent scope" },
];

/** "" in the select: no scope (the metahead runs without consent). */
const NO_SCOPE = "";
const SCOPE_OPTIONS = [
  { value: NO_SCOPE, label: "None: runs without consent" },
  { value: "C0001", label: "C0001 (obligatory: always runs)" },
  { value: "C0002", label: "C0002 (performance, same as statistic)" },
  { value: "C0004", label: "C0004 (marketing, same as marketing)" },
  { value: "statistic", label: "statistic" },
  { value: "marketing", label: "marketing" },
  { value: "unclassified", label: "unclassified" },
];

function scopeOf(value: string): MetaheadInput["consent_scope"] {
  return SCOPE_OPTIONS.some((option) => option.value === value) && value !== NO_SCOPE
    ? (value as NonNullable<MetaheadInput["consent_scope"]>)
    : null;
}

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
  run: FormRun;
}

/** Adds or changes a metahead; the server's 403 (script languages) and 422 (content) are shown here. */
export function MetaheadDialog({ metahead, pages, defaultPageId, onClose, run }: MetaheadDialogProps) {
  const form = useEntityForm({
    fields: FIELDS,
    initial: {
      language: metahead?.language ?? "css",
      content: metahead?.content ?? "",
      sequence: String(metahead?.sequence ?? 0),
      in_body: metahead?.in_body ?? false,
      rdx_core_page_id: metahead?.rdx_core_page_id ?? defaultPageId ?? TOP_LEVEL,
      reload_on_each_page: metahead?.reload_on_each_page ?? false,
      consent_scope: metahead?.consent_scope ?? NO_SCOPE,
    },
    validate: ({ content, sequence }) => {
      const problems: Record<string, string> = {};
      if (content.trim() === "") problems.content = "is required";
      if (!/^-?\d+$/.test(sequence.trim())) problems.sequence = "must be a whole number";
      return problems;
    },
    save: (values, fields) => {
      const language = languageOf(values.language);
      const input: MetaheadInput = {
        content: values.content,
        language,
        sequence: Number(values.sequence),
        in_body: values.in_body,
        rdx_core_page_id: values.rdx_core_page_id === TOP_LEVEL ? null : values.rdx_core_page_id,
        reload_on_each_page: values.reload_on_each_page,
        consent_scope: scopeOf(values.consent_scope),
      };
      return metahead
        ? run(() => metaheadsClient.update(metahead.id, input), { fields, success: `Saved the ${language} metahead.` })
        : run(() => metaheadsClient.create(input), { fields, success: `Added a ${language} metahead.` });
    },
    onDone: onClose,
    explain: ({ fieldErrors, serverMessage, status, message }) => ({
      // The server's sentence about the content says more (the compiler's line and column) than the issue alone.
      errors: fieldErrors.content && serverMessage ? { ...fieldErrors, content: serverMessage } : fieldErrors,
      message: status === 403 ? serverMessage : message,
    }),
  });
  const language = languageOf(form.values.language);
  const script = SCRIPT_LANGUAGES.has(language);

  return (
    <EntityFormDialog
      form={form}
      title={metahead ? `Edit ${metahead.language} metahead` : "Add a metahead"}
      size="large"
      onClose={onClose}
      submitLabel="Save metahead"
    >
      <div className="fc-field-row">
        <SelectField
          {...form.text("language")}
          options={METAHEAD_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
          hint={
            script
              ? "Runs in visitors’ browsers: only admins may save it."
              : language === "sass" || language === "scss"
                ? "Compiled to CSS when saved."
                : undefined
          }
        />
        <TextField {...form.text("sequence")} type="number" hint="Lower numbers come first." />
      </div>
      {language === "js-src" ? (
        <TextField
          {...form.text("content")}
          label="Script URL"
          monospace
          spellCheck={false}
          placeholder="https://example.com/script.js"
          hint="https://…, //… or a path on this site."
        />
      ) : (
        <TextField {...form.text("content")} monospace spellCheck={false} rows={12} />
      )}
      <SelectField
        {...form.text("rdx_core_page_id")}
        options={[{ value: TOP_LEVEL, label: "Every page (global)" }, ...allPageOptions(pages)]}
      />
      {script ? (
        <SelectField
          {...form.text("consent_scope")}
          options={SCOPE_OPTIONS}
          hint="Where cookie consent is configured, the script waits until the visitor grants this scope."
        />
      ) : null}
      <CheckboxField {...form.checkbox("in_body")} hint="Otherwise it goes in the head." />
      <CheckboxField
        {...form.checkbox("reload_on_each_page")}
        hint="For code that must run after every navigation inside the site, such as page-view tracking."
      />
    </EntityFormDialog>
  );
}
