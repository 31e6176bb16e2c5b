import type { Kysely } from "kysely";

/**
 * News pages (decision 106): the API's page_type "news" is stored as a page row with is_news = 1 (the
 * page_type CHECK of 001 cannot be changed on SQLite without rebuilding the table); it carries its date, image, summary, market,
 * locale and collection as nullable columns of its page row, so the MENA News block and the news feed
 * list them with one indexed query (published news of a locale and market, newest first).
 */
const COLUMNS = ["news_date", "news_image_id", "news_summary", "news_market", "news_locale", "news_collection"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("pages")
    .addColumn("is_news", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of COLUMNS) {
    await db.schema.alterTable("pages").addColumn(column, "text").execute();
  }
  await db.schema
    .createIndex("pages_news_listing")
    .on("pages")
    .columns(["is_news", "news_locale", "news_market", "news_date"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("pages_news_listing").execute();
  for (const column of COLUMNS) {
    await db.schema.alterTable("pages").dropColumn(column).execute();
  }
  await db.schema.alterTable("pages").dropColumn("is_news").execute();
}
