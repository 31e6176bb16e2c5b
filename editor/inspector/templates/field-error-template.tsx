import type { FieldErrorProps } from "@rjsf/utils";
import { errorId } from "@rjsf/utils";

/** A field's problems, right under it, announced to screen readers as they appear. */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <ul id={errorId(fieldPathId)} className="fc-field__errors" role="alert">
      {shown.map((error, index) => (
        <li key={index}>{error}</li>
      ))}
    </ul>
  );
}
