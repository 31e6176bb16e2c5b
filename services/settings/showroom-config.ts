import {
  CONFIG_SETTING_PREFIX,
  CONFIG_TYPES,
  isConfigType,
  type ConfigType,
  type ShowroomConfigEntry,
} from "../../model/order-journey/index.ts";
import type { SettingsStore } from "./settings-store.ts";

/**
 * The showroom config entries of `types` (all when empty) from their settings
 * (`showroom_config.<type>`), by key as the settings list them; a type with no stored setting, or a
 * value that no longer matches its schema (logged), is left out: the journey then uses its defaults.
 * Read through the shared settings reader, which parses and checks each stored value once per
 * settings revision (every vehicle page asks for the order_online entry).
 */
export async function showroomConfigEntries(
  store: Pick<SettingsStore, "read">,
  types: readonly ConfigType[] = CONFIG_TYPES,
  warn: (message: string) => void = () => {},
): Promise<ShowroomConfigEntry[]> {
  const wanted = [...new Set(types)].sort();
  const values = await Promise.all(
    wanted.map((type) =>
      store.read(`${CONFIG_SETTING_PREFIX}${type}`, (message) =>
        warn(`${message} (the journey's defaults of ${type})`),
      ),
    ),
  );
  return wanted.flatMap((type, index) => {
    const data = values[index];
    return data ? [{ config_type: type, data: data as Record<string, unknown> }] : [];
  });
}

/** Parses `?config_type=a,b`; unknown types are answered by name. */
export function parseConfigTypes(query: string | undefined): { types: ConfigType[] } | { unknown: string[] } {
  if (!query) return { types: [...CONFIG_TYPES] };
  const names = [...new Set(query.split(","))];
  const unknown = names.filter((name) => !isConfigType(name));
  return unknown.length > 0 ? { unknown } : { types: names as ConfigType[] };
}
