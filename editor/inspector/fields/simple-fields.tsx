import type { FieldProps, WidgetProps } from "@rjsf/utils";

/** A divider with its title between groups of fields; it holds no data. */
export function SeparatorField(props: FieldProps) {
  const title = props.uiSchema?.["ui:title"] ?? props.schema.title;
  return (
    <div className="fc-separator" role="separator" aria-label={typeof title === "string" ? title : undefined}>
      {typeof title === "string" && title !== "Separator" ? <span>{title}</span> : null}
    </div>
  );
}

/** A list of links: rjsf's repeatable group, whose items use the link field named in the hints. */
export function LinksField(props: FieldProps) {
  const ArrayField = props.registry.fields.ArrayField!;
  return <ArrayField {...props} />;
}

/** Nested blocks are edited on the canvas; the field template does not even draw the row. */
export function SlotWidget(_props: WidgetProps) {
  return null;
}
