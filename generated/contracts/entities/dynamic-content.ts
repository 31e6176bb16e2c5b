// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Dynamic content: types of schemas/dynamic-content.schema.json (https://forecourt.dev/schemas/dynamic-content). */

/**
 * A comma-separated list of list uuids; a malformed one is refused with 400, one the setting does not define answers an empty list.
 */
export type DynamicContentParams = {
  uuids: string;
};

/**
 * Each list's values, keyed by list uuid.
 */
export type DynamicContentLists = {
  [k: string]: string[] | undefined;
};
