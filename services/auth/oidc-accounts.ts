import type { Role, UsersTable } from "../db/schema.ts";
import type { OidcIdentity } from "./oidc-client.ts";
import { ROLES } from "./permissions.ts";
import type { UserStore } from "./users.ts";

export type OidcAccount = { ok: true; user: UsersTable } | { ok: false; message: string };

const RANK: Record<Role, number> = { viewer: 1, editor: 2, admin: 3 };

/** The role a claim names: a string, or the highest role in a list (group claims are often lists). */
export function claimedRole(value: unknown): Role | null {
  const values = Array.isArray(value) ? value : [value];
  const roles = values.filter(
    (candidate): candidate is Role => typeof candidate === "string" && (ROLES as readonly string[]).includes(candidate),
  );
  return roles.sort((a, b) => RANK[b] - RANK[a])[0] ?? null;
}

/**
 * The local user an identity-provider sign-in stands for: the one linked to (issuer, subject); else
 * the one with the same e-mail address, linked now if the provider verified that address (an
 * unverified address could be anyone's, so it never takes over an account); else a new user with the
 * claimed or default role. With a role claim configured the provider keeps the role up to date,
 * except that it cannot demote the last active admin.
 */
export async function resolveOidcAccount(
  users: UserStore,
  identity: OidcIdentity,
  options: { defaultRole: Role; roleClaim: string | null },
): Promise<OidcAccount> {
  const role = options.roleClaim ? claimedRole(identity.claims[options.roleClaim]) : null;
  let user = await users.findByOidc(identity.issuer, identity.subject);
  if (!user && identity.email) {
    const sameEmail = await users.findByEmail(identity.email);
    if (sameEmail) {
      if (!identity.emailVerified) {
        return {
          ok: false,
          message: `An account for ${identity.email} exists, but the identity provider has not verified that address, so it cannot be linked. Ask an administrator.`,
        };
      }
      if (sameEmail.oidc_subject !== null) {
        return {
          ok: false,
          message: `The account for ${identity.email} is linked to another identity-provider account. Ask an administrator.`,
        };
      }
      user = await users.linkOidc(sameEmail.id, identity.issuer, identity.subject);
    }
  }
  if (!user) {
    if (!identity.email)
      return {
        ok: false,
        message:
          "The identity provider did not share your e-mail address, which this site needs to create your account.",
      };
    user = await createOrFind(users, identity, role ?? options.defaultRole);
  } else if (role && role !== user.role) {
    const outcome = await users.update(user.id, { role });
    if (outcome.ok) user = outcome.user;
  }
  if (user.disabled) return { ok: false, message: "This account is disabled. Ask an administrator to enable it." };
  return { ok: true, user };
}

/** Two first sign-ins of the same person racing (two tabs): the loser finds the winner's row. */
async function createOrFind(users: UserStore, identity: OidcIdentity, role: Role): Promise<UsersTable> {
  try {
    return await users.create({
      email: identity.email!,
      name: identity.name ?? identity.email!,
      role,
      oidcIssuer: identity.issuer,
      oidcSubject: identity.subject,
    });
  } catch (error) {
    const existing = await users.findByOidc(identity.issuer, identity.subject);
    if (existing) return existing;
    throw error;
  }
}
