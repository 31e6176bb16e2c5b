import {
  CONFIG_SETTING_PREFIX,
  CONFIG_TYPES,
  isConfigType,
  type ConfigType,
  type ShowroomConfigEntry,
} from "../../model/order-journey/index.ts";
import { checkSetting } from "./setting-definitions.ts";
import type { SettingsStore } from "./settings-store.ts";

/**
 * The showroom config entries of `types` (all when empty) from their settings
 * (`showroom_config.<type>`); a type with no stored setting, or a value that no longer matches its
 * schema (logged), is left out: the journey then uses its defaults.
 */
export async function showroomConfigEntries(
  store: Pick<SettingsStore, "list">,
  types: readonly ConfigType[] = CONFIG_TYPES,
  warn: (message: string) => void = () => {},
): Promise<ShowroomConfigEntry[]> {
  const wanted = new Set<string>(types);
  const rows = (await store.list()).filter((row) => row.key.startsWith(CONFIG_SETTING_PREFIX));
  const entries: ShowroomConfigEntry[] = [];
  for (const row of rows) {
    const type = row.key.slice(CONFIG_SETTING_PREFIX.length);
    if (!isConfigType(type) || !wanted.has(type)) continue;
    const check = checkSetting(row.key, row.value);
    if (!check.ok) {
      warn(`${check.message}; the journey uses the defaults of ${type}`);
      continue;
    }
    entries.push({ config_type: type, data: check.value as Record<string, unknown> });
  }
  return entries;
}

/** Parses `?config_type=a,b`; unknown types are answered by name. */
export function parseConfigTypes(query: string | undefined): { types: ConfigType[] } | { unknown: string[] } {
  if (!query) return { types: [...CONFIG_TYPES] };
  const names = [...new Set(query.split(","))];
  const unknown = names.filter((name) => !isConfigType(name));
  return unknown.length > 0 ? { unknown } : { types: names as ConfigType[] };
}
