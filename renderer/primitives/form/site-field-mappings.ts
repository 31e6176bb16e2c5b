import { NO_MAPPINGS, type PrefillMappings } from "../../../model/forms/index.ts";
import { useRenderEnvironment, type RenderEnvironment } from "../../page/render-environment.ts";

/** The element holding the site's form field mappings (forms.field_mappings) on pages that show a form. */
export const FIELD_MAPPINGS_SCRIPT_ID = "fc-form-field-mappings";

/** Records that the page shows a form, so the shell embeds the site's field mappings for it. */
export function useFormRecord(shows = true): void {
  const environment = useRenderEnvironment();
  if (shows && environment.mode === "server") environment.drawn.add("form");
}

export function drewForms(environment: RenderEnvironment): boolean {
  return environment.drawn.has("form");
}

let cached: PrefillMappings | null = null;

/** In the browser: the site's mappings the server embedded (none when the page has none). */
export function siteMappingsOfPage(): PrefillMappings {
  if (cached) return cached;
  const text = typeof document === "undefined" ? null : document.getElementById(FIELD_MAPPINGS_SCRIPT_ID)?.textContent;
  try {
    cached = text ? (JSON.parse(text) as PrefillMappings) : NO_MAPPINGS;
  } catch {
    cached = NO_MAPPINGS;
  }
  return cached;
}
