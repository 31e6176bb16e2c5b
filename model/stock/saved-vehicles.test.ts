import { describe, expect, it } from "vitest";
import {
  SAVED_VEHICLES_KEY,
  dropSaved,
  isSaved,
  loadSavedVehicles,
  readSaved,
  toggleSaved,
  writeSaved,
  type SavedEntry,
} from "./saved-vehicles.ts";
import { HttpError, type StockVehicle } from "./stock-data.ts";

/** A Storage kept in memory, as the browser's local storage behaves for one key. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("saved vehicles: the stored list", () => {
  const a: SavedEntry = { id: "v1", list: "all" };
  const b: SavedEntry = { id: "v2", list: "new" };

  it("adds an entry, and removes an entry already stored when toggled again", () => {
    expect(toggleSaved([], a)).toEqual([a]);
    expect(toggleSaved([a], b)).toEqual([a, b]);
    expect(toggleSaved([a, b], a)).toEqual([b]);
    // The same vehicle saved from another list is the same vehicle.
    expect(toggleSaved([a, b], { id: "v2", list: "all" })).toEqual([a]);
    expect(isSaved([a, b], "v2")).toBe(true);
    expect(dropSaved([a, b], ["v1", "v9"])).toEqual([b]);
  });

  it("stores {id, list} entries as a JSON list under its key, and clears the key when the list is empty", () => {
    const storage = memoryStorage();
    writeSaved(storage, [a, b]);
    expect(JSON.parse(storage.getItem(SAVED_VEHICLES_KEY)!)).toEqual([a, b]);
    expect(readSaved(storage)).toEqual([a, b]);
    writeSaved(storage, []);
    expect(storage.getItem(SAVED_VEHICLES_KEY)).toBeNull();
  });

  it("reads broken storage as an empty list and ignores malformed entries", () => {
    const storage = memoryStorage();
    storage.setItem(SAVED_VEHICLES_KEY, "{not json");
    expect(readSaved(storage)).toEqual([]);
    storage.setItem(SAVED_VEHICLES_KEY, JSON.stringify([a, { id: 3 }, null, { id: "v4", list: "used", extra: true }]));
    expect(readSaved(storage)).toEqual([a, { id: "v4", list: "used" }]);
  });

  it("keeps nothing, and throws nothing, when storage refuses to write", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    expect(() => writeSaved(storage, [a])).not.toThrow();
    expect(readSaved(storage)).toEqual([]);
  });

  it("reports vehicles answering 404 as missing, keeps those that failed otherwise", async () => {
    const result = await loadSavedVehicles([a, b, { id: "v3", list: "all" }], async (_list, id) => {
      if (id === "v2") throw new HttpError(404);
      if (id === "v3") throw new HttpError(503);
      return { id } as StockVehicle;
    });
    expect(result.vehicles.map((entry) => entry.id)).toEqual(["v1"]);
    expect(result.missing).toEqual(["v2"]);
    expect(result.failed).toBe(1);
  });
});
