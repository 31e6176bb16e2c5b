// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** API error: types of schemas/api-error.schema.json (https://forecourt.dev/schemas/api-error). */

/**
 * API error: The body of every error answer of the APIs: a machine code and a sentence for people, plus what the refusal names: the JSON-pointer issues of a refused document or value, the setting key, the query parameter, or the current revision after a conflict.
 */
export type ApiError = {
  error: string;
  message: string;
  key?: string;
  parameter?: string;
  revision?: number;
  issues?: {
    pointer?: string;
    /**
     * The form field a lead's issue names (POST /forms/{id}/leads).
     */
    field?: string;
    message?: string;
    keyword?: string;
    blockId?: string | null;
    blockType?: string | null;
    line?: number | null;
    column?: number | null;
  }[];
};
