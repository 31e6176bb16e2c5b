// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { UserRole } from "./user.ts";

/** Session: types of schemas/session.schema.json (https://forecourt.dev/schemas/session). */

/**
 * Session: The signed-in user and the session's CSRF token (POST /api/auth/login, GET /api/auth/session).
 */
export interface Session {
  user: SessionUser;
  /**
   * Send it as x-csrf-token on every write made with the session cookie.
   */
  csrfToken: string;
  expiresAt: string;
}

/**
 * Who is signed in.
 */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
}

/**
 * A password sign-in.
 */
export interface SessionLogin {
  email: string;
  password: string;
}
