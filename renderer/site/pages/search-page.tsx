import { useLoaderData } from "react-router";
import { NO_RESULTS_TEXT, type SearchResult } from "../../../model/search/page-search.ts";
import { useStylesheet } from "../../page/render-environment.ts";
import { useUiText } from "../../primitives/ui-text.tsx";

export interface SearchLoaderData {
  query: string;
  results: SearchResult[];
}

/**
 * /search: a plain GET form and its results, drawn on the server (no JavaScript needed): pages and
 * stock vehicles (with their photo, linking to their showroom page) in one ranking (decision 059). The
 * seed's no-results text when a query finds nothing.
 */
/** The results' own stylesheet, linked by this page only (a separate entry of the site build). */
const SEARCH_STYLESHEET = "renderer/site/styles/search.css";

export function SearchPage() {
  useStylesheet(SEARCH_STYLESHEET);
  const { query, results } = useLoaderData() as SearchLoaderData;
  // The link to every matching vehicle in the stock locator is not a result of its own.
  const listed = results.filter((result) => result.kind !== "stock").length;
  const t = useUiText();
  return (
    <section className="site-search">
      <h1 className="fc-heading fc-heading--l">{t("search.title")}</h1>
      <form className="site-search__form" role="search" action="/search" method="get">
        <label htmlFor="site-search-query">{t("search.label")}</label>
        <input id="site-search-query" type="search" name="q" defaultValue={query} maxLength={200} />
        <button type="submit" className="fc-button fc-button--primary">
          {t("search.button")}
        </button>
      </form>
      {query === "" ? null : results.length === 0 ? (
        <p className="site-search__empty" role="status">
          {NO_RESULTS_TEXT}
        </p>
      ) : (
        <>
          <h2 className="fc-heading fc-heading--s" role="status">
            {t("search.results_for", { results: t("search.results", { count: listed }), query })}
          </h2>
          <ol className="site-search__results">
            {results.map((result) => (
              <li key={result.id} className={`site-search__result site-search__result--${result.kind}`}>
                {result.image ? (
                  <img
                    className="site-search__image"
                    src={result.image}
                    alt=""
                    width={160}
                    height={90}
                    loading="lazy"
                  />
                ) : null}
                <div className="site-search__text">
                  {result.kind === "vehicle" ? <span className="site-search__kind">{t("search.vehicle")}</span> : null}
                  <a href={result.path}>{result.title}</a>
                  {result.snippet ? <p>{result.snippet}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
