import type { FieldTemplateProps } from "@rjsf/utils";
import { getUiOptions } from "@rjsf/utils";
import { useUnstartedOptionalGroup } from "./optional-group.ts";

/**
 * One field row: label, description, input, then its errors. Slots render nothing at all (nested
 * blocks are edited on the canvas), hidden fields keep their input out of sight.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    errors,
    description,
    hidden,
    required,
    displayLabel,
    uiSchema,
    rawErrors,
    classNames,
    style,
  } = props;
  const unstarted = useUnstartedOptionalGroup();
  if (getUiOptions(uiSchema).widget === "slot") return null;
  if (hidden) return <div hidden>{children}</div>;
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <div className={`fc-field ${classNames ?? ""}${invalid ? " fc-field--invalid" : ""}`} style={style}>
      {displayLabel && label ? (
        <label className="fc-field__label" htmlFor={id}>
          {label}
          {required && !unstarted ? (
            <span className="fc-field__required" aria-hidden="true">
              {" "}
              *
            </span>
          ) : null}
        </label>
      ) : null}
      {displayLabel && description ? <div className="fc-field__description">{description}</div> : null}
      {children}
      {errors}
    </div>
  );
}
