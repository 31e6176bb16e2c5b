// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Setting: types of schemas/setting.schema.json (https://forecourt.dev/schemas/setting). */

/**
 * Setting: A site setting as GET and POST /settings answer it. Known keys are checked against https://forecourt.dev/schemas/settings.
 */
export type Setting = {
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
};

/**
 * Create or replace a setting by key. The key is dot-namespaced (or a known key without a dot); the value is text.
 */
export type SettingInput = {
  key: string;
  value: string;
};

export type SettingList = {
  data: Setting[];
};

/**
 * ?key= narrows the list to that key.
 */
export type SettingQuery = {
  key?: string;
};

/**
 * A setting by id.
 */
export type SettingParams = {
  id: string;
};

/**
 * The settings table: one row per stored item.
 */
export type SettingTable = {
  id: string;
  key: string;
  value: string;
  updated_at: string;
};

/**
 * The site_revisions table. One row per thing the site caches by revision (settings, metaheads): bumped on every change.
 */
export type SettingSiteRevisionsTable = {
  name: string;
  revision: number;
};
