import type { Kysely, Transaction } from "kysely";
import { newId, now } from "../db/clock.ts";
import type { Database, Role, UsersTable } from "../db/schema.ts";
import { hashPassword } from "./password.ts";
import { assertAcceptablePassword } from "./password-policy.ts";
import type { User, UserUpdate } from "../../generated/contracts/entities/user.ts";

export function publicUser(row: UsersTable): User {
  const password = row.password_hash !== null;
  const provider = row.oidc_subject !== null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled === 1,
    sign_in: password && provider ? "both" : provider ? "identity-provider" : "password",
    created_at: row.created_at,
  };
}

/** What a change to a user came to; `last-admin` means it would have left no active admin. */
export type UserOutcome = { ok: true; user: UsersTable } | { ok: false; error: "not-found" | "last-admin" };

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class UserStore {
  constructor(private readonly db: Kysely<Database>) {}

  findByEmail(email: string): Promise<UsersTable | undefined> {
    return this.db.selectFrom("users").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
  }

  findById(id: string): Promise<UsersTable | undefined> {
    return this.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  }

  findByOidc(issuer: string, subject: string): Promise<UsersTable | undefined> {
    return this.db
      .selectFrom("users")
      .selectAll()
      .where("oidc_issuer", "=", issuer)
      .where("oidc_subject", "=", subject)
      .executeTakeFirst();
  }

  list(): Promise<UsersTable[]> {
    return this.db.selectFrom("users").selectAll().orderBy("email").execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Throws WeakPasswordError when `password` does not meet the policy (password-policy.ts). */
  async create(input: {
    email: string;
    name: string;
    role: Role;
    password?: string | null;
    oidcIssuer?: string;
    oidcSubject?: string;
  }): Promise<UsersTable> {
    if (input.password) await assertAcceptablePassword(input.password, input);
    const row: UsersTable = {
      id: newId(),
      email: normaliseEmail(input.email),
      name: input.name,
      role: input.role,
      password_hash: input.password ? await hashPassword(input.password) : null,
      oidc_issuer: input.oidcIssuer ?? null,
      oidc_subject: input.oidcSubject ?? null,
      disabled: 0,
      created_at: now(),
      updated_at: now(),
    };
    await this.db.insertInto("users").values(row).execute();
    return row;
  }

  /**
   * ADMIN_EMAIL / ADMIN_PASSWORD create the first admin, only while no user exists. Throws
   * WeakPasswordError for a password the policy refuses (server.ts turns it into a clear message).
   */
  async ensureFirstAdmin(email: string | null, password: string | null): Promise<UsersTable | null> {
    if (!email || !password) return null;
    if ((await this.count()) > 0) return null;
    return this.create({ email, name: "Administrator", role: "admin", password });
  }

  /** Records that this user signs in as `subject` at the identity provider `issuer`. */
  async linkOidc(id: string, issuer: string, subject: string): Promise<UsersTable> {
    await this.db
      .updateTable("users")
      .set({ oidc_issuer: issuer, oidc_subject: subject, updated_at: now() })
      .where("id", "=", id)
      .execute();
    return (await this.findById(id))!;
  }

  /**
   * Changes name, role, disabled flag and/or password; refuses to leave the site without an active
   * admin. Throws WeakPasswordError when a new password does not meet the policy.
   */
  async update(id: string, changes: UserUpdate): Promise<UserOutcome> {
    if (changes.password !== undefined) {
      const current = await this.findById(id);
      if (!current) return { ok: false, error: "not-found" };
      await assertAcceptablePassword(changes.password, { email: current.email, name: changes.name ?? current.name });
    }
    // Hash outside the transaction: scrypt takes ~100 ms and the transaction may hold locks.
    const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password);
    return this.db.transaction().execute(async (trx) => {
      const mayRemoveAdmin = (changes.role !== undefined && changes.role !== "admin") || changes.disabled === true;
      if (mayRemoveAdmin) await lockActiveAdmins(trx);
      const row = await trx.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return { ok: false, error: "not-found" } as const;
      if (mayRemoveAdmin && isActiveAdmin(row) && (await otherActiveAdmins(trx, id)) === 0)
        return { ok: false, error: "last-admin" } as const;
      const updated: UsersTable = {
        ...row,
        name: changes.name ?? row.name,
        role: changes.role ?? row.role,
        disabled: changes.disabled === undefined ? row.disabled : changes.disabled ? 1 : 0,
        password_hash: passwordHash ?? row.password_hash,
        updated_at: now(),
      };
      await trx
        .updateTable("users")
        .set({
          name: updated.name,
          role: updated.role,
          disabled: updated.disabled,
          password_hash: updated.password_hash,
          updated_at: updated.updated_at,
        })
        .where("id", "=", id)
        .execute();
      return { ok: true, user: updated } as const;
    });
  }

  /** Deletes a user (their sessions go with them); refuses to delete the last active admin. */
  async delete(id: string): Promise<UserOutcome> {
    return this.db.transaction().execute(async (trx) => {
      await lockActiveAdmins(trx);
      const row = await trx.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return { ok: false, error: "not-found" } as const;
      if (isActiveAdmin(row) && (await otherActiveAdmins(trx, id)) === 0)
        return { ok: false, error: "last-admin" } as const;
      await trx.deleteFrom("sessions").where("user_id", "=", id).execute();
      await trx.deleteFrom("users").where("id", "=", id).execute();
      return { ok: true, user: row } as const;
    });
  }
}

function isActiveAdmin(row: UsersTable): boolean {
  return row.role === "admin" && row.disabled === 0;
}

/**
 * A no-op write to every active admin row. On PostgreSQL it takes their row locks, so two admins
 * demoting each other at the same moment are serialised and the second sees the first's change
 * (without it both would count one other admin and both succeed). SQLite serialises writers anyway.
 */
async function lockActiveAdmins(trx: Transaction<Database>): Promise<void> {
  await trx
    .updateTable("users")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("role", "=", "admin")
    .where("disabled", "=", 0)
    .execute();
}

async function otherActiveAdmins(trx: Transaction<Database>, id: string): Promise<number> {
  const row = await trx
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .where("disabled", "=", 0)
    .where("id", "<>", id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
