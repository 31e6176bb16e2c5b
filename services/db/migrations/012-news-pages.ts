import type { Kysely } from "kysely";

/**
 * News pages (decision 106): a page of page_type "news" carries its date, image, summary, market,
 * locale and collection as nullable columns of its page row, so the MENA News block and the news feed
 * list them with one indexed query (published news of a locale and market, newest first).
 */
const COLUMNS = ["news_date", "news_image_id", "news_summary", "news_market", "news_locale", "news_collection"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable("pages").addColumn(column, "text").execute();
  }
  await db.schema
    .createIndex("pages_news_listing")
    .on("pages")
    .columns(["page_type", "news_locale", "news_market", "news_date"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("pages_news_listing").execute();
  for (const column of COLUMNS) {
    await db.schema.alterTable("pages").dropColumn(column).execute();
  }
}
