import { useEffect, useState } from "react";
import type { BlockProps, HeaderTag } from "../../generated/contracts/block-types.ts";
import {
  Heading,
  ResponsiveImage,
  blockClassNames,
  useBlock,
  useBlockData,
  usePageUrl,
} from "../../renderer/primitives/index.ts";
import type { Size } from "../../model/media/image-sizes.ts";
import {
  NEWS_PAGE_PARAMETER,
  VISITED_NEWS_PAGES_KEY,
  formatNewsDate,
  newsItemHref,
  paginationText,
  readVisitedNewsPages,
  withVisit,
  type NewsListData,
} from "../../model/news/index.ts";
import { useUiLocale, useUiText } from "../../renderer/primitives/ui-text.tsx";

type Props = BlockProps<"mena-news">;

const IMAGE_SIZES: readonly Size[] = [
  { width: 640, height: 360 },
  { width: 1024, height: 576 },
];

/** The link to another page of the list: ?page=N on this page (page 1 without the parameter). */
function listPageHref(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?${NEWS_PAGE_PARAMETER}=${page}` : pathname;
}

/** The stored visited news pages, or none where storage is unavailable (private mode, blocked). */
function storedVisits() {
  try {
    return readVisitedNewsPages(window.localStorage.getItem(VISITED_NEWS_PAGES_KEY));
  } catch {
    return [];
  }
}

/**
 * MENA News: one page of the published news of a locale and market (server data), newest first, with
 * previous/next links that reload the page (?page=N), so it works without JavaScript. Once hydrated,
 * the news the visitor has opened (visitedNewsPages in local storage: path and page) are marked.
 */
export default function MenaNews(props: Props) {
  return <MenaNewsView {...props} data={useBlockData<NewsListData>()} />;
}

function MenaNewsView(props: Props & { data: NewsListData | undefined }) {
  const { heading, header_tag, read_more, pagination_text, dir, box_color, padding, data } = props;
  const block = useBlock();
  const t = useUiText();
  const locale = useUiLocale();
  const { pathname } = usePageUrl();
  const headingId = `${block.id || "mena-news"}-heading`;
  const hasHeading = heading.trim() !== "";
  const itemTag = Math.min(6, header_tag + 1) as HeaderTag;
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => setVisited(new Set(storedVisits().map((entry) => entry.path))), []);
  const remember = (path: string) => {
    if (!data) return;
    try {
      const next = withVisit(storedVisits(), { path, page: data.page });
      window.localStorage.setItem(VISITED_NEWS_PAGES_KEY, JSON.stringify(next));
    } catch {
      // Storage unavailable: the visit is simply not remembered.
    }
  };
  return (
    <section
      className={blockClassNames("mena-news", { box_color, padding })}
      dir={dir}
      aria-labelledby={hasHeading ? headingId : undefined}
      aria-label={hasHeading ? undefined : "News"}
    >
      <div className="mena-news__inner">
        <Heading text={heading} tag={header_tag} size="l" className="mena-news__heading" id={headingId} />
        {!data ? (
          <p className="mena-news__note">
            The published news ({props.locale}, {props.market}) show here on the published page.
          </p>
        ) : data.failed ? (
          <div className="mena-news__message" role="alert">
            <p className="mena-news__message-title">{props.error_title}</p>
            <p>{props.error_text}</p>
          </div>
        ) : data.items.length === 0 ? (
          <div className="mena-news__message" role="status">
            <p className="mena-news__message-title">{props.no_results_title}</p>
            <p>{props.no_results_text}</p>
          </div>
        ) : (
          <>
            <ul className="mena-news__list">
              {data.items.map((item, index) => {
                const seen = visited.has(item.path);
                return (
                  <li key={item.id} className={seen ? "mena-news__item mena-news__item--visited" : "mena-news__item"}>
                    {item.image_id ? (
                      <ResponsiveImage
                        image={{ id: item.image_id, alt: "" }}
                        sizes={IMAGE_SIZES}
                        layoutSizes="(min-width: 1024px) 33vw, 100vw"
                        loading={index < 3 ? "eager" : "lazy"}
                        className="mena-news__image"
                      />
                    ) : null}
                    <time className="mena-news__date" dateTime={item.date}>
                      {formatNewsDate(item.date, locale)}
                    </time>
                    {seen ? <span className="mena-news__visited">{props.visited_label}</span> : null}
                    <Heading text={item.title} tag={itemTag} size="s" className="mena-news__title" />
                    {item.summary ? <p className="mena-news__summary">{item.summary}</p> : null}
                    <a
                      className="mena-news__read-more"
                      href={newsItemHref(item.path, data.page)}
                      onClick={() => remember(item.path)}
                    >
                      {read_more}
                      <span className="visually-hidden">: {item.title}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
            {data.pageCount > 1 ? (
              <nav
                className="mena-news__pagination"
                aria-label={t("news.pages", { label: heading.trim() || t("news.nav") })}
              >
                {data.page > 1 ? (
                  <a className="mena-news__page-link" href={listPageHref(pathname, data.page - 1)} rel="prev">
                    {props.previous_label}
                  </a>
                ) : null}
                <span className="mena-news__page-text" aria-current="page">
                  {paginationText(pagination_text, data.page, data.pageCount)}
                </span>
                {data.page < data.pageCount ? (
                  <a className="mena-news__page-link" href={listPageHref(pathname, data.page + 1)} rel="next">
                    {props.next_label}
                  </a>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
