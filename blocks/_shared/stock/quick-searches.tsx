import { isCurrentPredefinedLink, type PredefinedLink } from "../../../model/listings/predefined-links.ts";
import type { SortOption } from "../../../model/listings/filter-keys.ts";
import type { StockUrlState } from "../../../model/listings/url-state.ts";
import { usePageUrl, useUiText } from "../../../renderer/primitives/index.ts";

/**
 * The quick searches of sl.predefined_links above the stock list: plain links (they work before the
 * block's script has loaded), the one matching the search on screen marked as current.
 */
export function QuickSearches({
  links,
  query,
  defaultSort,
}: {
  links: readonly PredefinedLink[];
  query: StockUrlState;
  defaultSort?: SortOption;
}) {
  const t = useUiText();
  const path = usePageUrl().pathname;
  if (links.length === 0) return null;
  return (
    <nav className="sl-quick" aria-label={t("stock.quick_searches")}>
      <ul>
        {links.map((link) => (
          <li key={`${link.label}|${link.url}`}>
            <a
              className="sl-pill"
              href={link.url}
              aria-current={isCurrentPredefinedLink(link, { path, query, defaultSort }) ? "page" : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
