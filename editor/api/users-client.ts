import type { User, UserCreate, UserList, UserUpdate } from "../../generated/contracts/entities/user.ts";
import { request } from "./http.ts";

/** The users admin API (services/auth/users-routes.ts); admins only. */
export type { User as AdminUser, UserUpdate as UserChanges };

const base = "/api/users";

export const usersClient = {
  list: async () => (await request<UserList>(base)).data.data,
  create: async (user: UserCreate) => (await request<User>(base, { method: "POST", body: user })).data,
  update: async (id: string, changes: UserUpdate) =>
    (await request<User>(`${base}/${encodeURIComponent(id)}`, { method: "PATCH", body: changes })).data,
  remove: async (id: string) => {
    await request<void>(`${base}/${encodeURIComponent(id)}`, { method: "DELETE" });
  },
};
