import type { FieldUi, FormSettings, UiSchema } from "../../model/forms/definition.ts";
import { sanitizeRichText } from "../../model/rich-text/sanitize-html.ts";

/**
 * The HTML a form stores (a consent field's label with its links, the thank-you text, the confirmation
 * e-mail's body) through the site's one rich-text allow-list, on every write: the site renders them as
 * HTML, so an editor's form is as untrusted as an editor's page (sanitise on write, decision 030).
 */
export function sanitizeFormHtml<T extends { ui_schema?: UiSchema; settings?: FormSettings }>(input: T): T {
  const out = { ...input };
  if (input.ui_schema) out.ui_schema = sanitizeUiSchema(input.ui_schema);
  if (input.settings) out.settings = sanitizeSettings(input.settings);
  return out;
}

function sanitizeUiSchema(ui: UiSchema): UiSchema {
  const out: UiSchema = { ...ui };
  for (const [field, entry] of Object.entries(ui)) {
    if (field.startsWith("ui:") || !entry || typeof entry !== "object" || Array.isArray(entry)) continue;
    const options = (entry as FieldUi)["ui:options"];
    if (typeof options?.label_html !== "string") continue;
    out[field] = { ...entry, "ui:options": { ...options, label_html: sanitizeRichText(options.label_html) } };
  }
  return out;
}

function sanitizeSettings(settings: FormSettings): FormSettings {
  return {
    ...settings,
    thank_you: { ...settings.thank_you, html: sanitizeRichText(settings.thank_you.html) },
    confirmations: { ...settings.confirmations, html: sanitizeRichText(settings.confirmations.html) },
  };
}
