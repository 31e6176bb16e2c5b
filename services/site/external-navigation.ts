import {
  externalNavigationFrom,
  externalNavigationUrl,
  type ExternalNavigation,
  type ExternalNavigationSetting,
} from "../../model/navigation/external-navigation.ts";
import { outboundFetch, type OutboundFetch } from "../foundation/outbound-http.ts";

/** The service is remote: a slow one must not hold the page (the setting may say otherwise, 200 to 10,000 ms). */
const DEFAULT_TIMEOUT_MS = 2000;
/** A menu is small: a larger answer is not one. */
const MAX_BYTES = 512 * 1024;
/** An answer is reused this long (every page has the header: one request per node and language per period). */
const TTL_MS = 10 * 60_000;
/** A failure is remembered this long before the service is asked again (no request per page while it is down). */
const FAILURE_TTL_MS = 60_000;

interface Entry {
  body: unknown;
  until: number;
}

/**
 * The header's menu from the navigation service of the navigation.external setting, fetched on the
 * server (decision 173): only the address the operator saved is asked (through outboundFetch and its
 * address policy), with a timeout and a byte cap, and kept per process for ten minutes. Any failure
 * (network, timeout, HTTP status, an answer without entries) is logged once per minute and answers
 * null: the header shows the site's own menu then. Concurrent requests for one address share a fetch.
 */
export function createExternalNavigation(
  options: { fetch?: OutboundFetch; warn?: (message: string) => void; now?: () => number } = {},
): (setting: ExternalNavigationSetting, locale: string) => Promise<ExternalNavigation | null> {
  const get = options.fetch ?? outboundFetch;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<unknown>>();

  async function load(url: string, timeoutMs: number): Promise<unknown> {
    try {
      const response = await get(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
        timeoutMs,
        maxBytes: MAX_BYTES,
      });
      if (!response.ok) throw new Error(`it answered HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (!externalNavigationFrom(body, {})) throw new Error("its answer holds no menu entries");
      cache.set(url, { body, until: now() + TTL_MS });
      return body;
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.message.includes("timed out"));
      const reason = timedOut ? "it timed out" : String(error).replace(/^\w*Error: /, "");
      warn(`Navigation service ${url} not used, the site's own menu is shown: ${reason}`);
      cache.set(url, { body: null, until: now() + FAILURE_TTL_MS });
      return null;
    }
  }

  return async (setting, locale) => {
    const url = externalNavigationUrl(setting.url, locale);
    const cached = cache.get(url);
    let body: unknown;
    if (cached && cached.until > now()) body = cached.body;
    else {
      let loading = pending.get(url);
      if (!loading) {
        loading = load(url, setting.timeout_ms ?? DEFAULT_TIMEOUT_MS).finally(() => pending.delete(url));
        pending.set(url, loading);
      }
      body = await loading;
    }
    return body === null ? null : externalNavigationFrom(body, setting);
  };
}
