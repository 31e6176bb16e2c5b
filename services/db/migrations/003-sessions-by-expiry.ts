import type { Kysely } from "kysely";

/** The session sweeper deletes by expiry (services/auth/session-sweeper.ts): an index keeps that cheap. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("sessions_by_expiry").on("sessions").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("sessions_by_expiry").execute();
}
