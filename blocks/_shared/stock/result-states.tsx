import { useUiText } from "../../../renderer/primitives/index.ts";
import { DEALER_NO_RESULTS } from "./location-search.tsx";

/** The text shown when a text search finds nothing. */
export const SEARCH_NO_RESULTS =
  "Sorry there were no results for your search. Please try again with another term or phrase.";
export const FILTER_NO_RESULTS = "No vehicles match these filters.";
/** A page number past the last page (an old link). */
export const PAGE_NO_RESULTS = "There are no vehicles on this page.";

/** The list could not be loaded: the reason, and a button to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useUiText();
  return (
    <div className="sl-message" role="alert">
      <p>{t("stock.load_failed")}</p>
      <button type="button" className="fc-button fc-button--secondary fc-button--small" onClick={onRetry}>
        {t("stock.try_again")}
      </button>
    </div>
  );
}

interface EmptyResultsProps {
  text: string;
  /** The page is past the last one: offer the first page. */
  pastLastPage: boolean;
  /** Filters, text or a location narrow the list: offer to clear them. */
  narrowed: boolean;
  onFirstPage: () => void;
  onClearFilters: () => void;
}

/** The built-in empty texts above (and the location search's), said in the page's language. */
type EmptyTextKey =
  "stock.no_results_search" | "stock.no_results_filters" | "stock.no_results_page" | "stock.no_results_dealer";
const EMPTY_TEXT_KEYS: Readonly<Record<string, EmptyTextKey>> = {
  [SEARCH_NO_RESULTS]: "stock.no_results_search",
  [FILTER_NO_RESULTS]: "stock.no_results_filters",
  [PAGE_NO_RESULTS]: "stock.no_results_page",
  [DEALER_NO_RESULTS]: "stock.no_results_dealer",
};

/** No vehicle on this page: why, and the way back to some. */
export function EmptyResults({ text, pastLastPage, narrowed, onFirstPage, onClearFilters }: EmptyResultsProps) {
  const t = useUiText();
  const key = Object.hasOwn(EMPTY_TEXT_KEYS, text) ? EMPTY_TEXT_KEYS[text] : undefined;
  return (
    <div className="sl-empty-state">
      <p className="sl-empty">{key ? t(key) : text}</p>
      {pastLastPage ? (
        <button type="button" className="fc-button fc-button--secondary fc-button--small" onClick={onFirstPage}>
          {t("stock.first_page")}
        </button>
      ) : narrowed ? (
        <button type="button" className="fc-button fc-button--secondary fc-button--small" onClick={onClearFilters}>
          {t("stock.clear_filters")}
        </button>
      ) : null}
    </div>
  );
}
