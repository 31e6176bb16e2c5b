import type { FieldSpec } from "../../../model/forms/index.ts";
import { CheckboxField, SelectField, TextField } from "../../ui/index.ts";
import { KIND_LABELS } from "./builder-state.ts";

const LENGTH_KINDS = new Set<FieldSpec["kind"]>(["string", "text", "email", "phone", "hidden"]);

function numberOrUndefined(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

const shown = (value: number | undefined) => (value === undefined ? "" : String(value));

/** The settings of one field: label, name, rules, placeholder, help, width and a select's options. */
export function FieldEditor({
  field,
  problems,
  columns,
  onChange,
}: {
  field: FieldSpec;
  problems: readonly string[];
  columns: 1 | 2;
  onChange: (field: FieldSpec) => void;
}) {
  const set = <K extends keyof FieldSpec>(key: K, value: FieldSpec[K]) => {
    const next = { ...field, [key]: value };
    if (value === undefined || value === "") delete next[key];
    onChange(next);
  };
  const lengthRules = LENGTH_KINDS.has(field.kind);
  const hasRules = lengthRules || field.kind === "number";
  return (
    <fieldset className="forms-field-editor">
      <legend>
        {KIND_LABELS[field.kind]} field: {field.label || field.name}
      </legend>
      {problems.length > 0 ? (
        <ul className="forms-problems" aria-label="Problems with this field">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <TextField label="Label" name="label" value={field.label} required onChange={(value) => set("label", value)} />
      <TextField
        label="Name"
        name="name"
        value={field.name}
        required
        monospace
        hint="The key in the lead data and in exports: lower case letters, digits and _."
        onChange={(value) => onChange({ ...field, name: value })}
      />
      <CheckboxField
        label="Required"
        name="required"
        checked={field.required ?? false}
        hint={field.kind === "consent" ? "A required consent must be ticked." : undefined}
        onChange={(checked) => set("required", checked || undefined)}
      />
      {hasRules ? (
        <div className="forms-field-editor__rules">
          <TextField
            label={field.kind === "number" ? "Min value" : "Min length"}
            name="min"
            type="number"
            value={shown(field.min)}
            onChange={(value) => set("min", numberOrUndefined(value))}
          />
          {lengthRules ? (
            <TextField
              label="Size (exact length)"
              name="size"
              type="number"
              value={shown(field.size)}
              onChange={(value) => set("size", numberOrUndefined(value))}
            />
          ) : null}
          <TextField
            label={field.kind === "number" ? "Max value" : "Max length"}
            name="max"
            type="number"
            value={shown(field.max)}
            hint={lengthRules ? "Longer answers get 'Character limit exceeded'." : undefined}
            onChange={(value) => set("max", numberOrUndefined(value))}
          />
        </div>
      ) : null}
      {field.kind === "phone" || field.kind === "email" ? (
        <CheckboxField
          label={field.kind === "phone" ? "Verify by SMS code" : "Verify by e-mailed code"}
          name="verify"
          checked={field.verify ?? false}
          hint={
            field.kind === "phone"
              ? "The visitor types the code sent to this number before sending; needs Twilio Verify (TWILIO_* settings)."
              : "The visitor types the code e-mailed to this address before sending; needs e-mail sending (SMTP_URL)."
          }
          onChange={(checked) => set("verify", checked || undefined)}
        />
      ) : null}
      {field.kind !== "hidden" && field.kind !== "bool" && field.kind !== "consent" ? (
        <TextField
          label="Placeholder"
          name="placeholder"
          value={field.placeholder ?? ""}
          onChange={(value) => set("placeholder", value)}
        />
      ) : null}
      {field.kind !== "hidden" ? (
        <TextField label="Help text" name="help" value={field.help ?? ""} onChange={(value) => set("help", value)} />
      ) : (
        <TextField
          label="Value when nothing prefills it"
          name="default"
          value={field.defaultValue ?? ""}
          onChange={(value) => set("defaultValue", value)}
        />
      )}
      {field.kind === "consent" ? (
        <TextField
          label="Consent text (HTML, links allowed)"
          name="consent_html"
          rows={3}
          value={field.consentHtml ?? ""}
          onChange={(value) => set("consentHtml", value)}
        />
      ) : null}
      {columns === 2 && field.kind !== "hidden" ? (
        <SelectField
          label="Width"
          name="width"
          value={field.width ?? "half"}
          options={[
            { value: "half", label: "One column" },
            { value: "full", label: "Both columns" },
          ]}
          onChange={(value) => set("width", value === "full" ? "full" : undefined)}
        />
      ) : null}
      {field.kind === "select" ? <OptionsEditor field={field} onChange={onChange} /> : null}
    </fieldset>
  );
}

function OptionsEditor({ field, onChange }: { field: FieldSpec; onChange: (field: FieldSpec) => void }) {
  const options = field.options ?? [];
  const setOptions = (next: NonNullable<FieldSpec["options"]>) => onChange({ ...field, options: next });
  return (
    <fieldset className="forms-options">
      <legend>Options</legend>
      {options.map((option, at) => (
        <div key={at} className="forms-options__row">
          <TextField
            label={`Option ${at + 1} label`}
            name={`option_label_${at}`}
            value={option.label}
            onChange={(label) => setOptions(options.map((o, i) => (i === at ? { ...o, label } : o)))}
          />
          <TextField
            label={`Option ${at + 1} value`}
            name={`option_value_${at}`}
            value={option.value}
            monospace
            onChange={(value) => setOptions(options.map((o, i) => (i === at ? { ...o, value } : o)))}
          />
          <button
            type="button"
            className="row-button row-button--danger"
            aria-label={`Remove option ${at + 1}`}
            onClick={() => setOptions(options.filter((_, i) => i !== at))}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="editor-button editor-button--secondary"
        onClick={() =>
          setOptions([...options, { value: `option_${options.length + 1}`, label: `Option ${options.length + 1}` }])
        }
      >
        Add option
      </button>
    </fieldset>
  );
}
