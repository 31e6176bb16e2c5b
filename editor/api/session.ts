import { useQuery } from "@tanstack/react-query";
import { request, setCsrfToken } from "./http.ts";

export type Role = "admin" | "editor" | "viewer";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

const RANK: Record<Role, number> = { viewer: 1, editor: 2, admin: 3 };

export function hasRole(user: SessionUser | undefined, role: Role): boolean {
  return user !== undefined && RANK[user.role] >= RANK[role];
}

/** The signed-in user; also arms the CSRF token for every later write. */
export function useSession() {
  return useQuery({
    queryKey: ["session"],
    queryFn: async () => {
      const { data } = await request<{ user: SessionUser; csrfToken: string }>("/api/auth/session");
      setCsrfToken(data.csrfToken);
      return data.user;
    },
    staleTime: Infinity,
  });
}
