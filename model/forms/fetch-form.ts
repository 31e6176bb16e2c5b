import { api } from "../api/client.ts";
import { siteRoutes } from "../api/site-routes.ts";
import type { FormDefinition } from "./definition.ts";

/**
 * A form's definition, read in the browser (GET /forms/{id}): the published form, drafts too for a
 * signed-in editor. Null when there is none to show or the call failed: the form's place then says so.
 */
export function fetchForm(id: string): Promise<FormDefinition | null> {
  return api.call(siteRoutes.form, { params: { id } }).catch(() => null);
}
