// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Site search: types of schemas/search.schema.json (https://forecourt.dev/schemas/search). */

export type SearchQuery = {
  q?: string;
  limit?: number;
};

export type SearchResult = {
  id: string;
  /**
   * A published page, a stock vehicle (path: its showroom page), or the stock locator with every matching vehicle (last, when more match than are listed).
   */
  kind: "page" | "vehicle" | "stock";
  /**
   * A vehicle's photo; null otherwise.
   */
  image: string | null;
  path: string;
  title: string;
  snippet: string;
  score: number;
};

export type SearchResults = {
  query: string;
  data: SearchResult[];
  /**
   * The no-results text when nothing matched a non-empty query; else null.
   */
  message: string | null;
};
