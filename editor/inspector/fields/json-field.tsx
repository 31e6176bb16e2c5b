import type { FieldProps } from "@rjsf/utils";
import { useState } from "react";
import { FieldHeading } from "./field-heading.tsx";

function format(value: unknown): string {
  return value === undefined ? "" : JSON.stringify(value, null, 2);
}

/**
 * Structured data typed as JSON. Text that does not parse is refused with the parser's reason; the
 * last valid value stays in the page until the text parses again.
 */
export function JsonField(props: FieldProps) {
  const { formData, onChange, fieldPathId } = props;
  const [text, setText] = useState(() => format(formData));
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState(formData);
  // A change from elsewhere (undo, another field) replaces the text, unless it is what we sent.
  if (formData !== shown && JSON.stringify(formData) !== JSON.stringify(shown)) {
    setShown(formData);
    if (problem === null) setText(format(formData));
  }
  const id = fieldPathId.$id;
  return (
    <div className="fc-json-field">
      <FieldHeading props={props} />
      <textarea
        id={id}
        className={`fc-input fc-input--code${problem ? " fc-input--invalid" : ""}`}
        rows={Math.min(12, Math.max(3, text.split("\n").length))}
        spellCheck={false}
        value={text}
        readOnly={props.readonly}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}__problem` : undefined}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          if (next.trim() === "") {
            setProblem(null);
            setShown(undefined);
            onChange(undefined, fieldPathId.path);
            return;
          }
          try {
            const parsed: unknown = JSON.parse(next);
            setProblem(null);
            setShown(parsed);
            onChange(parsed, fieldPathId.path);
          } catch (error) {
            setProblem(error instanceof Error ? error.message : String(error));
          }
        }}
      />
      {problem ? (
        <p id={`${id}__problem`} className="fc-field__errors" role="alert">
          Not valid JSON: {problem}. The last valid value is kept until this parses.
        </p>
      ) : null}
    </div>
  );
}
