// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Site search: types of schemas/search.schema.json (https://forecourt.dev/schemas/search). */

export interface SearchQuery {
  q?: string;
  limit?: number;
}

export interface SearchResult {
  id: string;
  path: string;
  title: string;
  snippet: string;
  score: number;
}

export interface SearchResults {
  query: string;
  data: SearchResult[];
  /**
   * The seed's no-results text when nothing matched a non-empty query; else null.
   */
  message: string | null;
}
