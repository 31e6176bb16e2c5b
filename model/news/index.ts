/** The news domain's framework-free logic: news fields and fallbacks, lists and paging, the Atom feed. */
export {
  NEWS_LOCALES,
  NEWS_MARKETS,
  formatNewsDate,
  newsLocale,
  newsMarket,
  type NewsLocale,
  type NewsMarket,
} from "./news-fields.ts";
export {
  CURRENT_PAGE_PARAMETER,
  NEWS_PAGE_PARAMETER,
  VISITED_NEWS_PAGES_KEY,
  newsBackHref,
  newsItemHref,
  pageWindow,
  paginationText,
  readVisitedNewsPages,
  requestedPage,
  withVisit,
  type NewsItem,
  type NewsListData,
} from "./news-list.ts";
export { atomXml, escapeXml, newsFeedPath } from "./atom-feed.ts";
export { newsFieldIssues, storedNewsFields } from "./news-record.ts";
export {
  COLLECTION_FEED_LIMIT_DEFAULT,
  COLLECTION_FEED_LIMIT_MAX,
  groupByMonth,
  type CollectionFeedData,
} from "./collection-feed.ts";
