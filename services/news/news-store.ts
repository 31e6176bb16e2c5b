import type { Kysely } from "kysely";
import type { Database, PagesTable } from "../db/schema.ts";
import { siteRevision } from "../foundation/site-revisions.ts";
import {
  newsLocale,
  newsMarket,
  pageWindow,
  type NewsItem,
  type NewsListData,
  type NewsLocale,
  type NewsMarket,
} from "../../model/news/index.ts";

type NewsRow = Pick<
  PagesTable,
  | "id"
  | "path"
  | "title"
  | "news_date"
  | "news_summary"
  | "news_image_id"
  | "news_locale"
  | "news_market"
  | "news_collection"
  | "updated_at"
>;

const COLUMNS = [
  "id",
  "path",
  "title",
  "news_date",
  "news_summary",
  "news_image_id",
  "news_locale",
  "news_market",
  "news_collection",
  "updated_at",
] as const;

function itemOf(row: NewsRow): NewsItem {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    date: row.news_date ?? "",
    summary: row.news_summary,
    image_id: row.news_image_id,
    locale: newsLocale(row.news_locale),
    market: newsMarket(row.news_market),
    collection: row.news_collection,
    updated_at: row.updated_at,
  };
}

/**
 * Published news pages (decision 106): pages of page_type "news" with a published version, not
 * disabled, newest first (by date, then path). Their fields are the page record's, so a change is
 * visible as soon as the page tree's "pages" revision moves on.
 */
export class NewsStore {
  constructor(private readonly db: Kysely<Database>) {}

  private published() {
    return this.db
      .selectFrom("pages")
      .select(COLUMNS)
      .where("is_news", "=", 1)
      .where("published_version_id", "is not", null)
      .where("disabled", "=", 0)
      .where("news_date", "is not", null);
  }

  /** The "pages" site revision: what every news read depends on. */
  revision(): Promise<number> {
    return siteRevision(this.db, "pages");
  }

  /** One page of the news of a locale and market. */
  async list(query: { locale: NewsLocale; market: NewsMarket; page: number; pageSize: number }): Promise<NewsListData> {
    const filtered = this.published().where("news_locale", "=", query.locale).where("news_market", "=", query.market);
    const counted = await this.db
      .selectFrom("pages")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("is_news", "=", 1)
      .where("published_version_id", "is not", null)
      .where("disabled", "=", 0)
      .where("news_date", "is not", null)
      .where("news_locale", "=", query.locale)
      .where("news_market", "=", query.market)
      .executeTakeFirstOrThrow();
    const total = Number(counted.count);
    const window = pageWindow(query.page, total, query.pageSize);
    const rows = await filtered
      .orderBy("news_date", "desc")
      .orderBy("path")
      .limit(window.pageSize)
      .offset(window.offset)
      .execute();
    return {
      items: rows.map(itemOf),
      page: window.page,
      pageCount: window.pageCount,
      total,
      locale: query.locale,
      market: query.market,
    };
  }

  /** The newest news of a locale (every market), for its feed. */
  async latest(locale: NewsLocale, limit: number): Promise<NewsItem[]> {
    const rows = await this.published()
      .where("news_locale", "=", locale)
      .orderBy("news_date", "desc")
      .orderBy("path")
      .limit(limit)
      .execute();
    return rows.map(itemOf);
  }

  /** The newest news of a collection in a locale and market (the Collection slider feed). */
  async collection(query: {
    collection: string;
    locale: NewsLocale;
    market: NewsMarket;
    limit: number;
  }): Promise<NewsItem[]> {
    const rows = await this.published()
      .where("news_collection", "=", query.collection.trim().toLowerCase())
      .where("news_locale", "=", query.locale)
      .where("news_market", "=", query.market)
      .orderBy("news_date", "desc")
      .orderBy("path")
      .limit(query.limit)
      .execute();
    return rows.map(itemOf);
  }
}
