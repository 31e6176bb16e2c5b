// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Setting: types of schemas/setting.schema.json (https://forecourt.dev/schemas/setting). */

/**
 * Setting: A site setting as GET and POST /settings answer it. Known keys are checked against https://forecourt.dev/schemas/settings.
 */
export interface Setting {
  id: string;
  /**
   * Dot-namespaced, e.g. site.name.
   */
  key: string;
  /**
   * Always text; JSON settings hold JSON text.
   */
  value: string;
  updated_at: string;
}

/**
 * Create or replace a setting by key. The key is dot-namespaced (or a known key without a dot); the value is text.
 */
export interface SettingInput {
  key: string;
  value: string;
}

export interface SettingList {
  data: Setting[];
}

/**
 * ?key= narrows the list to that key.
 */
export interface SettingQuery {
  key?: string;
}

/**
 * A setting by id.
 */
export interface SettingParams {
  id: string;
}
