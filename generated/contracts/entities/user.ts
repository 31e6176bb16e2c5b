// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** User: types of schemas/user.schema.json (https://forecourt.dev/schemas/user). */

/**
 * User: A user of the editor as the users admin API reads it; passwords are never answered.
 */
export interface User {
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
}

/**
 * viewer reads; editor writes pages, media and style metaheads; admin also manages users, settings and script metaheads.
 */
export type UserRole = "viewer" | "editor" | "admin";

/**
 * A new user; without a password they can sign in only through the identity provider.
 */
export interface UserCreate {
  email: string;
  name: string;
  role: UserRole;
  /**
   * At least 12 characters (not counting spaces at either end) and hard to guess: a zxcvbn score of 3 or more, with the user's e-mail address and name counted as known words
   */
  password?: string;
}

/**
 * Changes to a user: only the fields given change.
 */
export interface UserUpdate {
  name?: string;
  role?: UserRole;
  disabled?: boolean;
  /**
   * At least 12 characters (not counting spaces at either end) and hard to guess: a zxcvbn score of 3 or more, with the user's e-mail address and name counted as known words
   */
  password?: string;
}

export interface UserList {
  data: User[];
}

/**
 * A user by id.
 */
export interface UserParams {
  id: string;
}
