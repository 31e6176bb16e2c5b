import type { BlockDataDependencies, BlockDataRequest, BlockDataResult } from "../../model/site/site-data.ts";
import {
  COLLECTION_FEED_LIMIT_DEFAULT,
  COLLECTION_FEED_LIMIT_MAX,
  NEWS_PAGE_PARAMETER,
  groupByMonth,
  newsLocale,
  newsMarket,
  requestedPage,
  type CollectionFeedData,
  type NewsListData,
} from "../../model/news/index.ts";
import type { NewsStore } from "./news-store.ts";

type Warn = (message: string) => void;

const numberOr = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

/**
 * The "news-list" resolver (the MENA News block): one page of the published news of the block's locale
 * and market; the page comes from ?page=N, so paging works without JavaScript. A failed read answers
 * `failed` (the block shows the seed's error texts) and never fails the page.
 */
export function newsListResolver(news: NewsStore, warn?: Warn) {
  const pageQuery = (request: BlockDataRequest) => {
    const page = requestedPage(request.url.searchParams.get(NEWS_PAGE_PARAMETER));
    return page > 1 ? `${NEWS_PAGE_PARAMETER}=${page}` : "";
  };
  const resolve = async (request: BlockDataRequest): Promise<BlockDataResult> => {
    const locale = newsLocale(request.props.locale);
    const market = newsMarket(request.props.market);
    try {
      const revision = await news.revision();
      const data: NewsListData = await news.list({
        locale,
        market,
        page: requestedPage(request.url.searchParams.get(NEWS_PAGE_PARAMETER)),
        pageSize: numberOr(request.props.page_size, 6),
      });
      return { data, revision: `pages-${revision}` };
    } catch (error) {
      warn?.(`news list (${locale}/${market}) could not be read: ${(error as Error).message}`);
      const data: NewsListData = { items: [], page: 1, pageCount: 1, total: 0, locale, market, failed: true };
      return { data, revision: "news-failed" };
    }
  };
  const dependencies = async (request: BlockDataRequest): Promise<BlockDataDependencies> => ({
    query: pageQuery(request),
    revision: `pages-${await news.revision()}`,
  });
  return Object.assign(resolve, { dependencies });
}

/**
 * The "collection-feed" resolver (the Collection slider feed block, decision 108): the newest published
 * news pages of the block's collection, language and market, up to its limit, grouped by month when asked.
 */
export function collectionFeedResolver(news: NewsStore, warn?: Warn) {
  const resolve = async (request: BlockDataRequest): Promise<BlockDataResult> => {
    const lang = request.props.lang === "ar" ? "ar" : "en";
    const collection = typeof request.props.collection === "string" ? request.props.collection : "";
    const limit = Math.min(
      COLLECTION_FEED_LIMIT_MAX,
      Math.max(1, Math.floor(numberOr(request.props.limit, COLLECTION_FEED_LIMIT_DEFAULT))),
    );
    try {
      const revision = await news.revision();
      const items =
        collection.trim() === ""
          ? []
          : await news.collection({ collection, locale: lang, market: newsMarket(request.props.market), limit });
      const data: CollectionFeedData = { groups: groupByMonth(items, request.props.grouped === true, lang) };
      return { data, revision: `pages-${revision}` };
    } catch (error) {
      warn?.(`collection feed "${collection}" could not be read: ${(error as Error).message}`);
      return { data: { groups: [], failed: true } satisfies CollectionFeedData, revision: "feed-failed" };
    }
  };
  const dependencies = async (): Promise<BlockDataDependencies> => ({
    query: "",
    revision: `pages-${await news.revision()}`,
  });
  return Object.assign(resolve, { dependencies });
}
