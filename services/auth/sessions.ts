import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { now } from "../db/clock.ts";
import type { Database } from "../db/schema.ts";

/** Sessions last 12 hours; signing in again starts a new one. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

import type { SessionUser } from "../../generated/contracts/entities/session.ts";

export type { SessionUser };

export interface Session {
  /** The stored id (the token's digest): names this session without revealing its token. */
  id: string;
  user: SessionUser;
  csrfToken: string;
  expiresAt: string;
}

function digest(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export class SessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Returns the cookie token (only its digest is stored) and the session's CSRF token. */
  async create(userId: string): Promise<{ token: string; csrfToken: string; expiresAt: string }> {
    const token = randomBytes(32).toString("base64url");
    const csrfToken = randomBytes(24).toString("base64url");
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS).toISOString();
    await this.db
      .insertInto("sessions")
      .values({ id: digest(token), user_id: userId, csrf_token: csrfToken, created_at: now(), expires_at: expiresAt })
      .execute();
    return { token, csrfToken, expiresAt };
  }

  async find(token: string): Promise<Session | null> {
    const row = await this.db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select([
        "sessions.id as session_id",
        "users.id",
        "users.email",
        "users.name",
        "users.role",
        "users.disabled",
        "sessions.csrf_token",
        "sessions.expires_at",
      ])
      .where("sessions.id", "=", digest(token))
      .executeTakeFirst();
    if (!row || row.disabled || row.expires_at <= now()) return null;
    return {
      id: row.session_id,
      user: { id: row.id, email: row.email, name: row.name, role: row.role },
      csrfToken: row.csrf_token,
      expiresAt: row.expires_at,
    };
  }

  async delete(token: string): Promise<void> {
    await this.db.deleteFrom("sessions").where("id", "=", digest(token)).execute();
  }

  /** Ends every session of a user, optionally but one (the caller's own, after changing their own password). */
  async deleteForUser(userId: string, exceptSessionId?: string): Promise<void> {
    let query = this.db.deleteFrom("sessions").where("user_id", "=", userId);
    if (exceptSessionId) query = query.where("id", "<>", exceptSessionId);
    await query.execute();
  }

  /**
   * Deletes up to `limit` sessions that expired before `at` (by the sessions_by_expiry index) and
   * says how many went. Bounded, so a backlog never holds a long write lock; the sweeper repeats.
   */
  async deleteExpired(limit = 500, at = now()): Promise<number> {
    const expired = this.db
      .selectFrom("sessions")
      .select("id")
      .where("expires_at", "<=", at)
      .orderBy("expires_at")
      .limit(limit);
    const result = await this.db.deleteFrom("sessions").where("id", "in", expired).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
