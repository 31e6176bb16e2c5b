import { sql, type Kysely } from "kysely";

/**
 * The leads back office: each lead's status (every lead starts `new`; the honeypot's catches start
 * `spam`), owner (a user), the retailer it was routed to and how, and its history (status and owner
 * changes, notes, routing) in `lead_events`, whose rows are only ever added. A note posted with an
 * Idempotency-Key keeps it in `request_key`: the unique index makes a retried post add nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("leads")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .execute();
  await db.schema.alterTable("leads").addColumn("owner_id", "text").execute();
  await db.schema.alterTable("leads").addColumn("retailer_id", "text").execute();
  await db.schema
    .alterTable("leads")
    .addColumn("routed_by", "text", (c) => c.notNull().defaultTo("unrouted"))
    .execute();
  await sql`update leads set status = 'spam' where spam = 1`.execute(db);
  // The back office lists every form's leads newest first, narrowed by status, owner or retailer.
  await db.schema.createIndex("leads_by_date").on("leads").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("leads_by_status").on("leads").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("leads_by_owner").on("leads").columns(["owner_id", "created_at"]).execute();
  await db.schema.createIndex("leads_by_retailer").on("leads").columns(["retailer_id", "created_at"]).execute();

  await db.schema
    .createTable("lead_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('status', 'owner', 'note', 'routing')`))
    .addColumn("from_value", "text")
    .addColumn("to_value", "text")
    .addColumn("text", "text")
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text")
    .addColumn("request_key", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_events_by_lead").on("lead_events").columns(["lead_id", "created_at"]).execute();
  await db.schema
    .createIndex("lead_events_by_request")
    .on("lead_events")
    .columns(["lead_id", "request_key"])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_events").execute();
  for (const index of ["leads_by_date", "leads_by_status", "leads_by_owner", "leads_by_retailer"])
    await db.schema.dropIndex(index).execute();
  for (const column of ["routed_by", "retailer_id", "owner_id", "status"])
    await db.schema.alterTable("leads").dropColumn(column).execute();
}
