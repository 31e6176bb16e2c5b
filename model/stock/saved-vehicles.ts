import { HttpError, fetchVehicle, type StockVehicle } from "./stock-data.ts";

/**
 * Saved vehicles: a JSON list of entries {id, list} in the browser's local storage.
 * Toggling an entry already stored removes it, otherwise it is added; an empty list clears the storage
 * key; a saved vehicle the API answers 404 for is dropped. A vehicle counts as saved whatever list it
 * was saved from (its id is the vehicle).
 */
export const SAVED_VEHICLES_KEY = "sl_saved_vehicles";
/** Fired on window when this page changes the saved list, so every block on the page follows. */
export const SAVED_VEHICLES_CHANGE_EVENT = "sl-saved-vehicles";

export interface SavedEntry {
  id: string;
  list: string;
}

function isEntry(value: unknown): value is SavedEntry {
  const entry = value as SavedEntry | null;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.id === "string" &&
    entry.id !== "" &&
    typeof entry.list === "string"
  );
}

/** The stored list; anything unreadable counts as empty. */
export function readSaved(storage: Storage): SavedEntry[] {
  try {
    const parsed = JSON.parse(storage.getItem(SAVED_VEHICLES_KEY) ?? "[]") as unknown;
    return Array.isArray(parsed) ? parsed.filter(isEntry).map(({ id, list }) => ({ id, list })) : [];
  } catch {
    return [];
  }
}

/** Stores the list; an empty list removes the key. Storage can be full or forbidden (private modes): then nothing is kept. */
export function writeSaved(storage: Storage, entries: readonly SavedEntry[]): void {
  try {
    if (entries.length === 0) storage.removeItem(SAVED_VEHICLES_KEY);
    else storage.setItem(SAVED_VEHICLES_KEY, JSON.stringify(entries));
  } catch {
    // Saving is a convenience; the page works without it.
  }
}

export function isSaved(entries: readonly SavedEntry[], id: string): boolean {
  return entries.some((entry) => entry.id === id);
}

/** Removes the vehicle when it is stored, adds it otherwise. */
export function toggleSaved(entries: readonly SavedEntry[], entry: SavedEntry): SavedEntry[] {
  return isSaved(entries, entry.id) ? entries.filter((saved) => saved.id !== entry.id) : [...entries, entry];
}

export function dropSaved(entries: readonly SavedEntry[], ids: readonly string[]): SavedEntry[] {
  const gone = new Set(ids);
  return entries.filter((entry) => !gone.has(entry.id));
}

/**
 * Fetches every saved vehicle from its list. Vehicles answering 404 are reported in `missing` (to be
 * dropped); other failures (offline, server error) keep their entry and are left out of `vehicles`.
 */
export async function loadSavedVehicles(
  entries: readonly SavedEntry[],
  fetchOne: (list: string, id: string) => Promise<StockVehicle> = fetchVehicle,
): Promise<{ vehicles: StockVehicle[]; missing: string[]; failed: number }> {
  const results = await Promise.allSettled(entries.map((entry) => fetchOne(entry.list, entry.id)));
  const vehicles: StockVehicle[] = [];
  const missing: string[] = [];
  let failed = 0;
  results.forEach((result, index) => {
    if (result.status === "fulfilled") vehicles.push(result.value);
    else if (result.reason instanceof HttpError && result.reason.status === 404) missing.push(entries[index]!.id);
    else failed++;
  });
  return { vehicles, missing, failed };
}
