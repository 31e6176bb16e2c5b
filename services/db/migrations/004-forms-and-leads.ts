import { sql, type Kysely } from "kysely";

/**
 * Forms (JSON Schema + UI schema + settings + integrations as JSON text), locations, leads, the
 * idempotency record of each acknowledged lead post, the delivery outbox (e-mails and the lead
 * service, retried by the worker) and lead export jobs. Timestamps are ISO-8601 UTC text, so the
 * outbox's `next_attempt_at <= now` compares the same way on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("forms")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn("schema", "text", (c) => c.notNull())
    .addColumn("ui_schema", "text", (c) => c.notNull())
    .addColumn("settings", "text", (c) => c.notNull())
    .addColumn("integrations", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("form_locations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("attributes", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("form_id", "text", (c) => c.notNull().references("forms.id").onDelete("cascade"))
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leads_by_form_and_date").on("leads").columns(["form_id", "created_at", "id"]).execute();

  await db.schema
    .createTable("lead_idempotency_keys")
    .addColumn("form_id", "text", (c) => c.notNull().references("forms.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("lead_id", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("response", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("lead_idempotency_keys_pk", ["form_id", "key"])
    .execute();
  await db.schema.createIndex("lead_idempotency_by_date").on("lead_idempotency_keys").column("created_at").execute();

  await db.schema
    .createTable("lead_deliveries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('notification', 'confirmation', 'lead_service')`))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('pending', 'delivering', 'delivered', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("response", "text")
    .addColumn("delivered_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_deliveries_due")
    .on("lead_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("lead_deliveries_by_lead").on("lead_deliveries").column("lead_id").execute();

  await db.schema
    .createTable("lead_exports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("form_id", "text", (c) => c.notNull().references("forms.id").onDelete("cascade"))
    .addColumn("format", "text", (c) => c.notNull().check(sql`format in ('csv', 'xlsx')`))
    .addColumn("query", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'running', 'done', 'failed')`))
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("written", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["lead_exports", "lead_deliveries", "lead_idempotency_keys", "leads", "form_locations", "forms"])
    await db.schema.dropTable(table).execute();
}
