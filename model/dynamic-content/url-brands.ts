/**
 * The url_brands dynamic-content rule: content is visible when the brand taken
 * from the current path is one of the rule's brands. Pure and path-only, so the server decides it for
 * the floating action button, the footer and every block through the dynamic-content engine (engine.ts).
 */

/** A brand name is normalised: trimmed, spaces (and, for paths, hyphens) to underscores, lower case. */
function normaliseBrand(name: string): string {
  return name
    .trim()
    .replace(/[\s-]+/g, "_")
    .toLowerCase();
}

/** The brand a path is about: its first segment (/range-rover/offers -> range_rover); null on the home page. */
export function brandFromPath(path: string): string | null {
  const segment = path.split("/").find((part) => part !== "");
  if (!segment) return null;
  try {
    return normaliseBrand(decodeURIComponent(segment));
  } catch {
    return normaliseBrand(segment);
  }
}

/**
 * The url_brands rule: visible when the path's brand is one of the comma-separated brands in `value`.
 * A path without a brand shows the content only when `fallback` is set.
 */
export function matchesUrlBrands(rule: { value: string; fallback?: boolean }, path: string): boolean {
  const brand = brandFromPath(path);
  if (brand === null) return rule.fallback === true;
  return rule.value
    .split(",")
    .map(normaliseBrand)
    .filter((name) => name !== "")
    .includes(brand);
}
