import type { Kysely } from "kysely";
import type { AuditEntry } from "../../generated/contracts/entities/audit-entry.ts";
import { newId, now } from "../db/clock.ts";
import type { Database } from "../db/schema.ts";

/** Who made a change: the signed-in user, or null for a command-line tool. */
export interface AuditActor {
  id: string;
  email: string;
}

interface AuditRecord {
  actor: AuditActor | null;
  action: string;
  subject: string;
  detail: Record<string, unknown>;
}

/**
 * Adds a row to the audit log. Call it with the transaction of the change it records, so a change
 * and its record are committed together or not at all.
 */
export async function recordAudit(db: Kysely<Database>, record: AuditRecord): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: newId(),
      at: now(),
      actor_id: record.actor?.id ?? null,
      actor_email: record.actor?.email ?? null,
      action: record.action,
      subject: record.subject,
      detail: JSON.stringify(record.detail),
    })
    .execute();
}

/** The admins' reading of the audit log. */
export class AuditLog {
  constructor(private readonly db: Kysely<Database>) {}

  /** The latest rows, newest first. */
  async latest(limit: number): Promise<AuditEntry[]> {
    const rows = await this.db
      .selectFrom("audit_log")
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor_id === null ? null : { id: row.actor_id, email: row.actor_email ?? "" },
      action: row.action,
      subject: row.subject,
      detail: JSON.parse(row.detail) as Record<string, unknown>,
    }));
  }
}
