import { Icon, useUiText } from "../../../renderer/primitives/index.ts";

/** Page numbers to offer: the first, the last, and two either side of the current one. */
function pageItems(page: number, pages: number): (number | "gap")[] {
  const items: (number | "gap")[] = [];
  for (let number = 1; number <= pages; number++) {
    if (number === 1 || number === pages || Math.abs(number - page) <= 1) items.push(number);
    else if (items[items.length - 1] !== "gap") items.push("gap");
  }
  return items;
}

/** The page links below the results: previous, numbers with gaps, next; nothing for a single page. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useUiText();
  if (pages <= 1) return null;
  return (
    <nav className="sl-pages" aria-label="Pages of results">
      <button
        type="button"
        className="sl-pages__step"
        aria-label={t("stock.previous_page")}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="chevron-left" />
      </button>
      <ul className="sl-pages__list">
        {pageItems(page, pages).map((item, index) => (
          <li key={item === "gap" ? `gap-${index}` : item}>
            {item === "gap" ? (
              <span className="sl-pages__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                type="button"
                className="sl-pages__page"
                aria-label={t("stock.page", { page: item })}
                aria-current={item === page ? "page" : undefined}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="sl-pages__step"
        aria-label={t("stock.next_page")}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Icon name="chevron-right" />
      </button>
    </nav>
  );
}
