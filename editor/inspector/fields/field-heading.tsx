import type { FieldProps } from "@rjsf/utils";

/** The label and description a custom field draws itself (rjsf leaves labelling to fields it does not know). */
export function FieldHeading({ props, htmlFor }: { props: FieldProps; htmlFor?: string }) {
  const label = props.uiSchema?.["ui:title"] ?? props.schema.title ?? props.name;
  const description = props.uiSchema?.["ui:description"] ?? props.schema.description;
  return (
    <>
      <label className="fc-field__label" htmlFor={htmlFor ?? props.fieldPathId.$id}>
        {String(label)}
        {props.required ? (
          <span className="fc-field__required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {typeof description === "string" ? <p className="fc-field__description">{description}</p> : null}
    </>
  );
}

/** Messages of a sub-field of a custom field (`errorSchema.<name>.__errors`). */
export function SubfieldErrors({ errors }: { errors: unknown }) {
  const list = (errors as { __errors?: string[] } | undefined)?.__errors ?? [];
  if (list.length === 0) return null;
  return (
    <ul className="fc-field__errors" role="alert">
      {list.map((message, index) => (
        <li key={index}>{message}</li>
      ))}
    </ul>
  );
}
