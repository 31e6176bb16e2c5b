import type { Kysely } from "kysely";

/**
 * Languages (issue 15, decision 109): a page's locale (null: the locale its path prefix names, else the
 * site's default locale) and its translation group (pages sharing one are translations of each other).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("pages").addColumn("locale", "text").execute();
  await db.schema.alterTable("pages").addColumn("translation_group", "text").execute();
  await db.schema.createIndex("pages_translation_group").on("pages").column("translation_group").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("pages_translation_group").execute();
  await db.schema.alterTable("pages").dropColumn("translation_group").execute();
  await db.schema.alterTable("pages").dropColumn("locale").execute();
}
