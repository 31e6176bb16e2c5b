import type { Kysely } from "kysely";
import { BUILT_IN_TRANSLATIONS } from "../../model/i18n/widget-translations.ts";
import { dictionary, isPrototypeKey } from "../../model/json/index.ts";
import type { Database } from "../db/schema.ts";
import { settingsReader } from "../settings/index.ts";

/**
 * Widget translations of config `id` (a language): the built-in texts of that language, with the
 * setting `translations.<id>` (a JSON object of key -> text) added over them. Entries that are not
 * text are dropped; broken JSON is logged and ignored. Null when the id has neither.
 */
export async function readTranslations(
  db: Kysely<Database>,
  id: string,
  warn: (message: string) => void = () => {},
): Promise<Record<string, string> | null> {
  const builtIn = Object.hasOwn(BUILT_IN_TRANSLATIONS, id) ? BUILT_IN_TRANSLATIONS[id] : undefined;
  const stored = await settingsReader(db).readMember("translations.*", `translations.${id}`, (message) =>
    warn(`${message}; built-in translations used`),
  );
  if (!builtIn && !stored) return null;
  // Keys come from a stored setting: no prototype to reach, and prototype-chain keys dropped.
  const translations = Object.assign(dictionary<string>(), builtIn);
  for (const [key, text] of Object.entries(stored ?? {}))
    if (typeof text === "string" && !isPrototypeKey(key)) translations[key] = text;
  return translations;
}
