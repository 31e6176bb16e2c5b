import type { FieldProps, UiSchema } from "@rjsf/utils";
import { useMemo, useState } from "react";
import { nestedUiSchema } from "./nested-ui.ts";

export interface GroupFieldOptions {
  /** One line describing the value, shown while the group is closed. */
  summarise: (value: Record<string, unknown> | undefined) => string;
  /** Adjusts the group's uiSchema to the value (e.g. hides fields the chosen type does not use). */
  adjust?: (value: Record<string, unknown> | undefined, ui: UiSchema) => UiSchema;
}

function hasErrors(errorSchema: unknown): boolean {
  return JSON.stringify(errorSchema ?? {}).includes("__errors");
}

/**
 * A field kind that is a small object (a link, a button, a video): a disclosure with a one-line
 * summary that opens onto rjsf's own object field, with labelled options for its sub-fields. It
 * opens by itself when something inside it has a problem.
 */
export function groupField({ summarise, adjust }: GroupFieldOptions) {
  return function GroupField(props: FieldProps) {
    const ObjectField = props.registry.fields.ObjectField!;
    const value = props.formData as Record<string, unknown> | undefined;
    const [open, setOpen] = useState(false);
    const base = useMemo(
      () => ({ ...nestedUiSchema(props.schema, props.registry), ...props.uiSchema }),
      [props.schema, props.registry, props.uiSchema],
    );
    const ui = adjust ? adjust(value, base) : base;
    const schema = useMemo(() => ({ ...props.schema, title: "", description: undefined }), [props.schema]);
    const label = String(props.uiSchema?.["ui:title"] ?? props.schema.title ?? props.name);
    const isOpen = open || hasErrors(props.errorSchema);
    return (
      <details className="fc-group" open={isOpen} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="fc-group__summary">
          <span className="fc-group__label">{label}</span>
          <span className="fc-group__value">{summarise(value)}</span>
        </summary>
        {typeof props.schema.description === "string" ? (
          <p className="fc-field__description">{props.schema.description}</p>
        ) : null}
        {isOpen ? <ObjectField {...props} schema={schema} uiSchema={ui} /> : null}
      </details>
    );
  };
}

/** `Label → target` for anything link-like; "Not set" when empty. */
export function linkSummary(value: Record<string, unknown> | undefined): string {
  if (!value) return "Not set";
  const label = [value.link_text, value.label].find((text) => typeof text === "string" && text !== "");
  const target = [value.url, value.target, value.rdx_forms_form_id].find(
    (text) => typeof text === "string" && text !== "" && text !== "_self" && text !== "_blank",
  );
  if (!label && !target) return "Not set";
  return [label, target].filter(Boolean).join(" → ");
}
