import {
  CONSENT_STORAGE_KEY,
  PENDING_CONSENT,
  parseConsent,
  serializeConsent,
  type ConsentState,
} from "../../model/consent/index.ts";

/**
 * The visitor's consent in the browser (strategy basic): local storage under 'cookieConsentStatus',
 * with listeners, so the banner, the consent runtime and every ConsentGate follow one choice: in this
 * tab through a window event (the banner's script and the islands are separate bundles, each with its
 * own copy of this module), in other tabs through the storage event.
 */
const CONSENT_CHANGE_EVENT = "fc-consent-change";
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
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

export function subscribeConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener(CONSENT_CHANGE_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}
