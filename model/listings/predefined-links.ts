import { parseStockUrl, writeStockUrl, type StockUrlState } from "./url-state.ts";
import type { SortOption } from "./filter-keys.ts";

/** One quick search of the sl.predefined_links setting (schemas/settings.schema.json). */
export interface PredefinedLink {
  label: string;
  /** A search on the page the visitor is on (`?state=used`) or a path with or without one (`/used-cars?state=approved`). */
  url: string;
}

/** The setting allows 12; a longer list (saved before the limit) is cut. */
const MAX_PREDEFINED_LINKS = 12;

/** The setting's links as the stock locator shows them: at most 12, each with a label and a search or a site path. */
export function predefinedLinksOf(stored: unknown): PredefinedLink[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(
      (entry): entry is PredefinedLink =>
        typeof entry === "object" &&
        entry !== null &&
        typeof (entry as PredefinedLink).label === "string" &&
        (entry as PredefinedLink).label.trim() !== "" &&
        typeof (entry as PredefinedLink).url === "string" &&
        /^(\?|\/(?!\/))/.test((entry as PredefinedLink).url),
    )
    .slice(0, MAX_PREDEFINED_LINKS)
    .map((entry) => ({ label: entry.label.trim(), url: entry.url }));
}

/** A stock search in canonical form (defaults left out, the page number ignored): two spellings of one search compare equal. */
function canonicalSearch(state: StockUrlState, defaultSort?: SortOption): string {
  return writeStockUrl({ ...state, page: 1 }, new URLSearchParams(), { defaultSort }).toString();
}

/**
 * Whether a quick search is the one the visitor is looking at: the same stock search (filters, text,
 * sort, location; the page number aside) on the same page. A link with a path must name this page.
 */
export function isCurrentPredefinedLink(
  link: PredefinedLink,
  current: { path: string; query: StockUrlState; defaultSort?: SortOption },
): boolean {
  const target = new URL(link.url, `http://page.invalid${current.path}`);
  if (link.url.startsWith("/") && target.pathname.replace(/(.)\/$/, "$1") !== current.path.replace(/(.)\/$/, "$1"))
    return false;
  return (
    canonicalSearch(parseStockUrl(target.searchParams, current.defaultSort), current.defaultSort) ===
    canonicalSearch(current.query, current.defaultSort)
  );
}
