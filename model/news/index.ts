/** The news domain's framework-free logic: news fields and fallbacks, lists and paging, the Atom feed. */
export {
  DEFAULT_NEWS_LOCALE,
  DEFAULT_NEWS_MARKET,
  NEWS_LOCALES,
  NEWS_MARKETS,
  NEWS_SUMMARY_MAX,
  formatNewsDate,
  isIsoDate,
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
  type VisitedNewsPage,
} from "./news-list.ts";
export { atomXml, escapeXml, newsFeedPath, type AtomEntry, type AtomFeed } from "./atom-feed.ts";
export { NEWS_FIELD_NAMES, newsFieldIssues, storedNewsFields } from "./news-record.ts";
export {
  COLLECTION_FEED_LIMIT_DEFAULT,
  COLLECTION_FEED_LIMIT_MAX,
  groupByMonth,
  type CollectionFeedData,
} from "./collection-feed.ts";
