// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** User: types of schemas/user.schema.json (https://forecourt.dev/schemas/user). */

/**
 * User: A user of the editor as the users admin API reads it; passwords are never answered.
 */
export type User = {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  disabled: boolean;
  /**
   * How the user signs in
   */
  sign_in: "password" | "identity-provider" | "both";
  created_at: string;
};

/**
 * viewer reads; editor writes pages, media and style metaheads; admin also manages users, settings and script metaheads.
 */
export type UserRole = "viewer" | "editor" | "admin";

/**
 * A new user; without a password they can sign in only through the identity provider.
 */
export type UserCreate = {
  email: string;
  name: string;
  role: UserRole;
  /**
   * At least 12 characters (not counting spaces at either end) and hard to guess: a zxcvbn score of 3 or more, with the user's e-mail address and name counted as known words
   */
  password?: string;
};

/**
 * Changes to a user: only the fields given change.
 */
export type UserUpdate = {
  name?: string;
  role?: UserRole;
  disabled?: boolean;
  /**
   * At least 12 characters (not counting spaces at either end) and hard to guess: a zxcvbn score of 3 or more, with the user's e-mail address and name counted as known words
   */
  password?: string;
};

export type UserList = {
  data: User[];
};

/**
 * A user by id.
 */
export type UserParams = {
  id: string;
};

/**
 * The users table: one row per stored item.
 */
export type UserTable = {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  /**
   * scrypt hash; null for users who only sign in through the identity provider.
   */
  password_hash: string | null;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  disabled: number;
  created_at: string;
  updated_at: string;
};
