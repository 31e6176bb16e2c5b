// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Island data: types of schemas/island-data.schema.json (https://forecourt.dev/schemas/island-data). */

/**
 * page: the page's path and query; block: the block's id. A missing or foreign one is a 404, as a block not on the page.
 */
export type IslandDataQuery = {
  page?: string;
  block?: string;
};

/**
 * The block's resolved data, as its resolver answers it (the stock list's cards, facets and retailers).
 */
export type IslandDataAnswer = unknown;
