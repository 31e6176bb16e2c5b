import type { LinkOrButton } from "../../generated/contracts/block-types.ts";

export interface ResolvedLink {
  href: string;
  label: string;
  kind: LinkOrButton["type"];
  /** Tertiary buttons are always small. */
  size: "medium" | "small";
  uiType: LinkOrButton["ui_type"];
  newWindow: boolean;
  icon: string;
  formId: string;
  formLayout: LinkOrButton["form_layout"];
  hiddenFields: { name: string; value: string }[];
}

/**
 * A link or button shows only when its type is internal or external with both a URL and a label, or
 * when its type is form or file. A missing URL becomes '#'.
 */
export function isLinkVisible(item: Pick<LinkOrButton, "type" | "url" | "link_text"> | null | undefined): boolean {
  if (!item) return false;
  if (item.type === "form" || item.type === "file") return true;
  return item.url.trim() !== "" && item.link_text.trim() !== "";
}

export function resolveLink(item: LinkOrButton | null | undefined): ResolvedLink | null {
  if (!item || !isLinkVisible(item)) return null;
  return {
    href: item.url.trim() === "" ? "#" : item.url.trim(),
    label: item.link_text,
    kind: item.type,
    size: item.ui_type === "tertiary" ? "small" : item.size,
    uiType: item.ui_type,
    newWindow: item.target === "_blank" || item.type === "external",
    icon: item.icon,
    formId: item.rdx_forms_form_id,
    formLayout: item.form_layout,
    hiddenFields: item.hidden_fields ?? [],
  };
}
