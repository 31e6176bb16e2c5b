/** A typed content item of an accordion or popup section. */
export interface ContentItem {
  type: "html" | "calculator" | "finance_options_table" | "form";
  html?: string;
  config?: unknown;
  form_id?: string;
  has_two_columns?: boolean;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A content item is valid when: html needs a non-empty string; a calculator needs a config with fields and
 * groups; a finance options table is always valid; a form needs a form id.
 */
function isValidContentItem(item: ContentItem): boolean {
  switch (item.type) {
    case "html":
      return typeof item.html === "string" && item.html.trim() !== "";
    case "calculator":
      return isObject(item.config) && Array.isArray(item.config.fields) && Array.isArray(item.config.groups);
    case "finance_options_table":
      return true;
    case "form":
      return typeof item.form_id === "string" && item.form_id.trim() !== "";
    default:
      return false;
  }
}

/** The items that are kept: the valid ones, in order. */
export function validContentItems<T extends ContentItem>(items: readonly T[] | undefined): T[] {
  return (items ?? []).filter(isValidContentItem);
}
