import { useQuery } from "@tanstack/react-query";
import type { SessionUser } from "../../generated/contracts/entities/session.ts";
import type { UserRole as Role } from "../../generated/contracts/entities/user.ts";
import { routes } from "../../model/api/routes.ts";
import { call, setCsrfToken } from "./http.ts";

export type { UserRole as Role } from "../../generated/contracts/entities/user.ts";
export type { SessionUser } from "../../generated/contracts/entities/session.ts";

const RANK: Record<Role, number> = { viewer: 1, editor: 2, admin: 3 };

export function hasRole(user: SessionUser | undefined, role: Role): boolean {
  return user !== undefined && RANK[user.role] >= RANK[role];
}

/** The signed-in user; also arms the CSRF token for every later write. */
export function useSession() {
  return useQuery({
    queryKey: ["session"],
    queryFn: async () => {
      const { data } = await call(routes.session, {});
      setCsrfToken(data.csrfToken);
      return data.user;
    },
    staleTime: Infinity,
  });
}
