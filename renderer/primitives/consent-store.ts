import {
  CONSENT_STORAGE_KEY,
  PENDING_CONSENT,
  parseConsent,
  serializeConsent,
  type ConsentState,
} from "../../model/consent/index.ts";

/**
 * The visitor's consent in the browser (strategy basic): local storage under 'cookieConsentStatus',
 * with listeners, so the banner, the consent runtime and every ConsentGate follow one choice (other
 * tabs included, through the storage event).
 */
const listeners = new Set<() => void>();
let lastRaw: string | null | undefined;
let lastState: ConsentState = PENDING_CONSENT;

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored consent; the same object while the stored text is unchanged (for useSyncExternalStore). */
export function readConsent(): ConsentState {
  const store = storage();
  if (!store) {
    // Without localStorage, warn 'There is no localStorage'; the banner asks on every page then.
    if (lastRaw !== null) console.warn("There is no localStorage");
    lastRaw = null;
    return (lastState = { status: "unknown", scopes: [] });
  }
  const raw = store.getItem(CONSENT_STORAGE_KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastState = parseConsent(raw);
  }
  return lastState;
}

export function writeConsent(state: ConsentState): void {
  storage()?.setItem(CONSENT_STORAGE_KEY, serializeConsent(state));
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
