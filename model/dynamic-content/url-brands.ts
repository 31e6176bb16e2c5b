/**
 * The url_brands dynamic-content rule (seed 001 section 5): content is visible when the brand taken
 * from the current path is one of the rule's brands. Pure and path-only, so the server decides it for
 * the floating action button, the footer and (issue 15) the general dynamic-content engine.
 */

const URL_BRANDS_STRATEGY = "url_brands";

/** Seed 001 section 5: trimmed, spaces (and, for paths, hyphens) to underscores, lower case. */
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

/**
 * Whether content under a dynamic-content rule shows on `path`, as far as the server can tell: the
 * url_brands rule is decided; a rule that needs remote data (mena_offers, reffine_sl, mena_external_sl)
 * or an unknown key leaves the content visible (seed 001: content is visible until the strategy says
 * otherwise) for the browser-side engine of issue 15.
 */
export function visibleOnServer(
  rule: { key: string; value: string; fallback?: boolean } | null | undefined,
  path: string,
): boolean {
  if (!rule || rule.key !== URL_BRANDS_STRATEGY) return true;
  return matchesUrlBrands(rule, path);
}
