import type { Role } from "../db/schema.ts";

/**
 * What each role may do. Viewers read drafts; editors edit and publish pages and write non-script
 * metaheads; admins also manage users, settings and script-bearing metaheads.
 */
export type Permission =
  | "pages:read"
  | "pages:write"
  | "pages:publish"
  | "settings:read"
  | "settings:write"
  | "metaheads:read"
  | "metaheads:write"
  | "metaheads:write-scripts"
  | "users:manage"
  | "media:write"
  | "forms:read"
  | "forms:write"
  | "forms:integrations"
  | "leads:read"
  | "leads:write"
  | "orders:read"
  | "orders:write"
  | "vins:read"
  | "vins:write"
  | "stock:import"
  | "offers:read"
  | "offers:write"
  | "audit:read"
  | "errors:read";

const RANK: Record<Role, number> = { viewer: 1, editor: 2, admin: 3 };

const MINIMUM: Record<Permission, Role> = {
  "pages:read": "viewer",
  "pages:write": "editor",
  "pages:publish": "editor",
  "settings:read": "viewer",
  "settings:write": "admin",
  "metaheads:read": "viewer",
  "metaheads:write": "editor",
  "metaheads:write-scripts": "admin",
  "users:manage": "admin",
  "media:write": "editor",
  // Forms and locations are content; leads are visitors' personal data: editors and admins only.
  "forms:read": "viewer",
  "forms:write": "editor",
  // A form's integrations decide where its leads (personal data) are sent: admins, audited.
  "forms:integrations": "admin",
  "leads:read": "editor",
  "leads:write": "editor",
  // Orders hold buyers' personal data (editors read them); cancelling and refunding move money: admins.
  "orders:read": "editor",
  "orders:write": "admin",
  // VIN lists decide what owners are told about recalls and updates: editors see them, admins replace them.
  "vins:read": "editor",
  "vins:write": "admin",
  // A stock feed replaces what the whole site sells: admins.
  "stock:import": "admin",
  // Offers are public marketing content, but their prices and dates are commitments: admins write them.
  "offers:read": "viewer",
  "offers:write": "admin",
  // The audit log names users and where personal data went.
  "audit:read": "admin",
  // Browser errors hold no personal data, but scripts' addresses and stacks are for whoever fixes them.
  "errors:read": "admin",
};

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role !== null && role !== undefined && RANK[role] >= RANK[MINIMUM[permission]];
}

export const ROLES: readonly Role[] = ["viewer", "editor", "admin"];
