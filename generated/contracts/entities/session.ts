// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { UserRole } from "./user.ts";

/** Session: types of schemas/session.schema.json (https://forecourt.dev/schemas/session). */

/**
 * Session: The signed-in user and the session's CSRF token (POST /api/auth/login, GET /api/auth/session).
 */
export type Session = {
  user: SessionUser;
  /**
   * Send it as x-csrf-token on every write made with the session cookie.
   */
  csrfToken: string;
  expiresAt: string;
};

/**
 * Who is signed in.
 */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: UserRole;
};

/**
 * A password sign-in.
 */
export type SessionLogin = {
  email: string;
  password: string;
};

/**
 * The sessions table: one row per stored item.
 */
export type SessionTable = {
  /**
   * SHA-256 of the cookie token: a leaked table does not leak sessions.
   */
  id: string;
  user_id: string;
  csrf_token: string;
  created_at: string;
  expires_at: string;
};
