import { useCallback, useEffect, useState } from "react";
import {
  SAVED_VEHICLES_CHANGE_EVENT,
  SAVED_VEHICLES_KEY,
  dropSaved,
  readSaved,
  toggleSaved,
  writeSaved,
  type SavedEntry,
} from "../../../model/stock/saved-vehicles.ts";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The saved list as React state. It is empty on the server and in the first browser render (so
 * hydration matches the server's HTML), then read from storage; it follows changes made by other
 * blocks on the page and by other tabs.
 */
export function useSavedVehicles() {
  const [entries, setEntries] = useState<SavedEntry[]>([]);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const store = storage();
    setLoaded(true);
    if (!store) return;
    const reload = (event?: Event) => {
      if (event instanceof StorageEvent && event.key !== null && event.key !== SAVED_VEHICLES_KEY) return;
      setEntries(readSaved(store));
    };
    reload();
    window.addEventListener("storage", reload);
    window.addEventListener(SAVED_VEHICLES_CHANGE_EVENT, reload);
    return () => {
      window.removeEventListener("storage", reload);
      window.removeEventListener(SAVED_VEHICLES_CHANGE_EVENT, reload);
    };
  }, []);

  const update = useCallback((change: (entries: SavedEntry[]) => SavedEntry[]) => {
    const store = storage();
    if (!store) return;
    // Read-modify-write against storage, which other tabs may have changed since our last render.
    const next = change(readSaved(store));
    writeSaved(store, next);
    setEntries(next);
    window.dispatchEvent(new Event(SAVED_VEHICLES_CHANGE_EVENT));
  }, []);

  const toggle = useCallback((entry: SavedEntry) => update((current) => toggleSaved(current, entry)), [update]);
  const drop = useCallback((ids: readonly string[]) => update((current) => dropSaved(current, ids)), [update]);

  return { entries, loaded, toggle, drop };
}
