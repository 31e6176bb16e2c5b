// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { FormFormWrite } from "./form.ts";
import type { FormIntegrations } from "./form-integrations.ts";

/** Form export: types of schemas/form-export.schema.json (https://forecourt.dev/schemas/form-export). */

/**
 * Form export: A form as GET /forms/{id}/export writes it and POST /forms/import reads it: the definition without id, dates or leads, and its integrations. Import always creates a new draft form.
 */
export type FormExport = {
  format: "forecourt-form";
  version: 1;
  form: FormFormWrite;
  integrations?: FormIntegrations;
};
