import type { Role } from "./session.ts";
import { request } from "./http.ts";

/** The users admin API (services/auth/users-routes.ts); admins only. */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  /** How the user signs in: a password, the identity provider, or either. */
  sign_in: "password" | "identity-provider" | "both";
  created_at: string;
}

export interface NewUser {
  email: string;
  name: string;
  role: Role;
  /** Without a password the user signs in only through the identity provider. */
  password?: string;
}

export interface UserChanges {
  name?: string;
  role?: Role;
  disabled?: boolean;
  password?: string;
}

const base = "/api/users";

export const usersClient = {
  list: async () => (await request<{ data: AdminUser[] }>(base)).data.data,
  create: async (user: NewUser) => (await request<AdminUser>(base, { method: "POST", body: user })).data,
  update: async (id: string, changes: UserChanges) =>
    (await request<AdminUser>(`${base}/${encodeURIComponent(id)}`, { method: "PATCH", body: changes })).data,
  remove: async (id: string) => {
    await request<void>(`${base}/${encodeURIComponent(id)}`, { method: "DELETE" });
  },
};
