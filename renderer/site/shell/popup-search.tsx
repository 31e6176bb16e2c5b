import type { SearchResult } from "../../../generated/contracts/entities/search.ts";
import { api } from "../../../model/api/client.ts";
import { siteRoutes } from "../../../model/api/site-routes.ts";
import { trackedFetch } from "../../../model/loading/loading-progress.ts";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Icon } from "../../primitives/icon.tsx";
import { Modal } from "../../primitives/modal.tsx";
import { useUiText } from "../../primitives/ui-text.tsx";
import type { UiTranslate } from "../../../model/i18n/ui-dictionary.ts";

/** Wait this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

type PopupSearchResult = SearchResult;

type SearchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; query: string; results: PopupSearchResult[]; message: string | null }
  | { status: "failed" };

/** The header's search link: the only thing drawn without JavaScript, or while the island hydrates. */
export function SearchLink() {
  const t = useUiText();
  return (
    <a className="site-header__search" href="/search">
      <Icon name="search" size={20} />
      <span className="site-header__search-label">{t("search.link")}</span>
    </a>
  );
}

/**
 * The popup search (setting search.popup.enabled): once hydrated, the header's link to
 * /search becomes a button that opens the Custom modal with a search field. Results come from
 * GET /public_api/search as the visitor types (debounced; a newer keystroke aborts the older request),
 * as links; the seed's no-results text when nothing matches. Enter runs the full /search page;
 * Arrow Down moves from the field into the results. Escape closes and focus returns to the button.
 */
export function PopupSearch(_props: Record<string, unknown>) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const t = useUiText();
  useEffect(() => setEnhanced(true), []);
  return (
    <>
      {enhanced ? (
        <button type="button" className="site-header__search" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Icon name="search" size={20} />
          <span className="site-header__search-label">{t("search.link")}</span>
        </button>
      ) : (
        <SearchLink />
      )}
      <Modal open={open} onClose={() => setOpen(false)} header={t("search.title")} className="fc-modal--search">
        {open ? <SearchPanel /> : null}
      </Modal>
    </>
  );
}

/** "3 results": the link to every matching vehicle in the stock locator is not a result of its own. */
function resultCount(results: readonly PopupSearchResult[], t: UiTranslate): string {
  const listed = results.filter((result) => result.kind !== "stock").length;
  return t("search.results", { count: listed });
}

function SearchPanel() {
  const id = useId();
  const t = useUiText();
  const [query, setQuery] = useState("");
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const results = useRef<HTMLUListElement | null>(null);
  const field = useRef<HTMLInputElement | null>(null);
  // After the modal's own focus move (a layout effect): the visitor starts typing at once.
  useEffect(() => field.current?.focus(), []);

  useEffect(() => {
    const q = query.trim();
    if (q === "") {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: "loading" });
      // Reported to the page's progress bar (trackedFetch).
      api
        .call(siteRoutes.search, { query: { q, limit: 10 } }, { signal: controller.signal, fetcher: trackedFetch })
        .then((body) => setState({ status: "done", query: q, results: body.data, message: body.message }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: "failed" });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const links = () => [...(results.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowDown") return;
    const first = links()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  const onResultsKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const items = links();
    const at = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    event.preventDefault();
    const next = event.key === "ArrowDown" ? items[at + 1] : items[at - 1];
    if (next) next.focus();
    else if (event.key === "ArrowUp") field.current?.focus();
  };

  return (
    <div className="fc-popup-search">
      <form role="search" action="/search" method="get" className="fc-popup-search__form">
        <label htmlFor={`${id}-field`} className="fc-popup-search__label">
          {t("search.label")}
        </label>
        <input
          id={`${id}-field`}
          className="fc-popup-search__field"
          type="search"
          name="q"
          maxLength={200}
          autoComplete="off"
          ref={field}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onFieldKey}
          aria-describedby={`${id}-status`}
        />
        <button type="submit" className="fc-button fc-button--primary">
          {t("search.button")}
        </button>
      </form>
      <p id={`${id}-status`} className="fc-popup-search__status" role="status">
        {state.status === "loading"
          ? t("search.searching")
          : state.status === "failed"
            ? t("search.unavailable")
            : state.status === "done"
              ? (state.message ?? resultCount(state.results, t))
              : ""}
      </p>
      {state.status === "done" && state.results.length > 0 ? (
        <ul ref={results} className="fc-popup-search__results" onKeyDown={onResultsKey}>
          {state.results.map((result) => (
            <li key={result.id}>
              <a href={result.path} className={`fc-popup-search__result fc-popup-search__result--${result.kind}`}>
                {result.image ? (
                  <img
                    className="fc-popup-search__image"
                    src={result.image}
                    alt=""
                    width={96}
                    height={54}
                    loading="lazy"
                  />
                ) : null}
                <span className="fc-popup-search__title">{result.title || result.path}</span>
                {result.snippet ? <span className="fc-popup-search__snippet">{result.snippet}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
