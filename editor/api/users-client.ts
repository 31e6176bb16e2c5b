import type { User, UserCreate, UserUpdate } from "../../generated/contracts/entities/user.ts";
import { routes } from "../../model/api/routes.ts";
import { call } from "./http.ts";

/** The users admin API (services/auth/users-routes.ts); admins only. */
export type { User as AdminUser, UserUpdate as UserChanges };

export const usersClient = {
  list: async () => (await call(routes.users, {})).data.data,
  create: async (user: UserCreate) => (await call(routes.userCreate, { body: user })).data,
  update: async (id: string, changes: UserUpdate) =>
    (await call(routes.userUpdate, { params: { id }, body: changes })).data,
  remove: async (id: string) => {
    await call(routes.userDelete, { params: { id } });
  },
};
