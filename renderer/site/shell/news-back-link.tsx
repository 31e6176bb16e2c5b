import { CURRENT_PAGE_PARAMETER, newsBackHref } from "../../../model/news/index.ts";
import { useStylesheet } from "../../page/render-environment.ts";
import { useUiText } from "../../primitives/ui-text.tsx";

/** The back link's own stylesheet, linked by news pages only (a separate entry of the site build). */
const NEWS_BACK_STYLESHEET = "renderer/site/styles/news-back.css";

/**
 * Above a news page's content: the link back to its list, at the list page it was opened from (the
 * currentPage query parameter the MENA News block's links carry). Plain HTML: no JavaScript needed.
 */
export function NewsBackLink({ listPath, renderUrl }: { listPath: string; renderUrl: string }) {
  useStylesheet(NEWS_BACK_STYLESHEET);
  const t = useUiText();
  const current = new URL(renderUrl, "http://site.invalid").searchParams.get(CURRENT_PAGE_PARAMETER);
  return (
    <nav className="news-back" aria-label={t("news.nav")}>
      <a className="news-back__link" href={newsBackHref(listPath, current)}>
        <span className="news-back__arrow" aria-hidden="true">
          ←
        </span>{" "}
        {/* Default 'Back to News Section'; in the page's language. */}
        {t("news.back")}
      </a>
    </nav>
  );
}
