import type { Kysely } from "kysely";
import { newId, now } from "../db/clock.ts";
import type { Database, Role, UsersTable } from "../db/schema.ts";
import { hashPassword } from "./password.ts";

export interface PublicUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  sign_in: "password" | "identity-provider" | "both";
  created_at: string;
}

export function publicUser(row: UsersTable): PublicUser {
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

export function normaliseEmail(email: string): string {
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

  list(): Promise<UsersTable[]> {
    return this.db.selectFrom("users").selectAll().orderBy("email").execute();
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async create(input: { email: string; name: string; role: Role; password?: string | null; oidcIssuer?: string; oidcSubject?: string }): Promise<UsersTable> {
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

  /** ADMIN_EMAIL / ADMIN_PASSWORD create the first admin, only while no user exists. */
  async ensureFirstAdmin(email: string | null, password: string | null): Promise<UsersTable | null> {
    if (!email || !password) return null;
    if ((await this.count()) > 0) return null;
    return this.create({ email, name: "Administrator", role: "admin", password });
  }
}
