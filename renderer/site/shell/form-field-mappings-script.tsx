import { hasMappings, type PrefillMappings } from "../../../model/forms/index.ts";
import { useRenderEnvironment } from "../../page/render-environment.ts";
import { hasFormLinks } from "../../primitives/form-links.ts";
import { jsonForScript } from "../../primitives/json-script.ts";
import { FIELD_MAPPINGS_SCRIPT_ID, drewForms } from "../../primitives/form/site-field-mappings.ts";

/**
 * The site's form field mappings (forms.field_mappings) as JSON data, after everything that may draw a
 * form: only on pages that show one (or a link that opens one), and only when the setting has any.
 */
export function FormFieldMappingsScript({ mappings }: { mappings: PrefillMappings }) {
  const environment = useRenderEnvironment();
  if (environment.mode !== "server" || !hasMappings(mappings)) return null;
  if (!drewForms(environment) && !hasFormLinks(environment)) return null;
  return (
    <script
      type="application/json"
      id={FIELD_MAPPINGS_SCRIPT_ID}
      dangerouslySetInnerHTML={{ __html: jsonForScript(mappings) }}
    />
  );
}
