/**
 * A failed island chunk load ("Failed lazy chunk load triggers a page reload, at most once
 * per 60 seconds"). Usually a deploy replaced the hashed chunk files under an open page: a reload gets
 * the new HTML and chunk names. The time of the last reload is kept in session storage, so a chunk that
 * keeps failing reloads once, not in a loop.
 */
export const CHUNK_RELOAD_KEY = "fc-chunk-reload-at";
const CHUNK_RELOAD_THROTTLE_MS = 60_000;

/** Reloads the page unless it did so within the throttle; true when it reloads. */
export function reloadAfterChunkFailure(
  storage: Pick<Storage, "getItem" | "setItem"> | null = safeSessionStorage(),
  reload: () => void = () => location.reload(),
  now: number = Date.now(),
): boolean {
  const last = Number(storage?.getItem(CHUNK_RELOAD_KEY) ?? "");
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_THROTTLE_MS) return false;
  // Without session storage there is no memory of the last reload: do not risk a reload loop.
  if (!storage) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
