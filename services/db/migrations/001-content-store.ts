import { sql, type Kysely } from "kysely";

/** Users, sessions, pages with drafts and immutable versions, settings, metaheads. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('admin', 'editor', 'viewer')`))
    .addColumn("password_hash", "text")
    .addColumn("oidc_issuer", "text")
    .addColumn("oidc_subject", "text")
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("users_oidc_identity", ["oidc_issuer", "oidc_subject"])
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("csrf_token", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_by_user").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("pages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("parent_id", "text", (c) => c.references("pages.id").onDelete("restrict"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("path", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("page_type", "text", (c) => c.notNull().check(sql`page_type in ('page', 'folder')`))
    .addColumn("link_type", "text", (c) => c.notNull().check(sql`link_type in ('internal', 'external', 'file')`))
    .addColumn("redirect_path", "text")
    .addColumn("to", "text")
    .addColumn("http_code", "integer", (c) => c.notNull().defaultTo(301))
    .addColumn("link_new_window", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("meta_title", "text")
    .addColumn("meta_description", "text")
    .addColumn("canonical_url", "text")
    .addColumn("image_id", "text")
    .addColumn("external_meta_image", "text")
    .addColumn("disable_seo_tracking", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("draft", "text", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("published_version_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("pages_by_parent").on("pages").columns(["parent_id", "position"]).execute();

  await db.schema
    .createTable("page_versions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("page_id", "text", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("document", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addUniqueConstraint("page_versions_number", ["page_id", "number"])
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("metaheads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("compiled", "text")
    .addColumn("language", "text", (c) =>
      c.notNull().check(sql`language in ('javascript', 'js-src', 'css', 'sass', 'scss', 'html')`),
    )
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("in_body", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("rdx_core_page_id", "text", (c) => c.references("pages.id").onDelete("cascade"))
    .addColumn("reload_on_each_page", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("site_revisions")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["site_revisions", "metaheads", "settings", "page_versions", "pages", "sessions", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
