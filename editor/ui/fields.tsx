import { useId, type ReactNode, type Ref } from "react";
import { fieldMessage } from "./form-errors.ts";

interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and the field's error, wired together for assistive technology. */
function FieldShell({ label, error, hint, required, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`fc-field${error ? " fc-field--invalid" : ""}`}>
      <label htmlFor={id} className="fc-field__label">
        {label}
        {required ? <span className="fc-field__required"> (required)</span> : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      <FieldNotes label={label} error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

/** The field's error (led by its label) and its hint, under the ids its control is described by. */
function FieldNotes({
  label,
  error,
  errorId,
  hint,
  hintId,
}: {
  label: string;
  error: string | undefined;
  errorId: string | undefined;
  hint: ReactNode;
  hintId: string | undefined;
}) {
  return (
    <>
      {error ? (
        <p id={errorId} className="fc-field__error">
          {fieldMessage(label, error)}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="fc-field__hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  type?: "text" | "url" | "email" | "password" | "number" | "date" | "search";
  placeholder?: string;
  autoComplete?: string;
  /** Several lines (a textarea), with this many rows. */
  rows?: number;
  monospace?: boolean;
  autoFocus?: boolean;
  spellCheck?: boolean;
  /** Values the browser offers while typing (a datalist); the field still accepts anything. */
  suggestions?: readonly string[];
}

export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required,
  type = "text",
  placeholder,
  autoComplete,
  rows,
  monospace,
  autoFocus,
  spellCheck,
  suggestions,
}: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required ?? false}>
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          name,
          value,
          placeholder,
          required,
          spellCheck,
          "aria-invalid": invalid || undefined,
          "aria-describedby": describedBy,
          "data-autofocus": autoFocus || undefined,
          className: `fc-input${monospace ? " fc-input--mono" : ""}`,
        };
        return rows ? (
          <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <>
            <input
              {...common}
              type={type}
              autoComplete={autoComplete}
              list={suggestions ? `${id}-suggestions` : undefined}
              onChange={(event) => onChange(event.target.value)}
            />
            {suggestions ? (
              <datalist id={`${id}-suggestions`}>
                {suggestions.map((suggestion) => (
                  <option key={suggestion} value={suggestion} />
                ))}
              </datalist>
            ) : null}
          </>
        );
      }}
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

export function SelectField({ label, name, value, options, onChange, error, hint, required }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required ?? false}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          value={value}
          className="fc-input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

interface FileFieldProps {
  label: string;
  name: string;
  /** The file types offered in the browser's picker (the input's `accept`). */
  accept: string;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** The input itself, for clearing it after an upload. */
  inputRef?: Ref<HTMLInputElement>;
}

/** One file to upload, with its label, hint and error wired as the other fields are. */
export function FileField({ label, name, accept, onChange, error, hint, required, inputRef }: FileFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required ?? false}>
      {({ id, describedBy, invalid }) => (
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          accept={accept}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="fc-input"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      )}
    </FieldShell>
  );
}

interface CheckboxFieldProps {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ label, name, checked, onChange, hint, error }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`fc-field fc-field--checkbox${error ? " fc-field--invalid" : ""}`}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="fc-field__label">
          {label}
        </label>
        <FieldNotes label={label} error={error} errorId={errorId} hint={hint} hintId={hintId} />
      </div>
    </div>
  );
}

/** A message for the form as a whole (what no single field could show). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="fc-form-error" role="alert">
      {message}
    </p>
  );
}
