import { footerRetailersFrom, type FooterRetailer } from "../../model/footer/retailers.ts";
import { outboundFetch, type OutboundFetch } from "../foundation/outbound-http.ts";

/** The retailers API is remote: a slow one must not hold the page. */
const FOOTER_RETAILERS_TIMEOUT_MS = 2000;
/** A list of retailers is small: a larger answer is not one. */
const FOOTER_RETAILERS_MAX_BYTES = 1024 * 1024;
/** An answer is reused this long (every page has the footer: one request per node per period). */
const FOOTER_RETAILERS_TTL_MS = 10 * 60_000;
/** A failure is remembered this long before the API is asked again (no request per page while it is down). */
const FAILURE_TTL_MS = 60_000;

interface Entry {
  retailers: FooterRetailer[] | null;
  until: number;
}

/**
 * The footer's retailers, fetched on the server from the URL in general.mena_retailers.footer.config.api
 * with a timeout and a per-process cache (decision 058). Any failure (network, timeout, HTTP status, an
 * answer without a list) is logged once per failure period and answers null: the footer has no
 * retailers section then. Concurrent requests for the same URL share one fetch.
 */
export function createFooterRetailers(
  options: {
    fetch?: OutboundFetch;
    warn?: (message: string) => void;
    timeoutMs?: number;
    now?: () => number;
  } = {},
): (url: string) => Promise<FooterRetailer[] | null> {
  const get = options.fetch ?? outboundFetch;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<FooterRetailer[] | null>>();

  async function load(url: string): Promise<FooterRetailer[] | null> {
    try {
      const response = await get(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs ?? FOOTER_RETAILERS_TIMEOUT_MS),
        maxBytes: FOOTER_RETAILERS_MAX_BYTES,
      });
      if (!response.ok) throw new Error(`it answered HTTP ${response.status}`);
      const retailers = footerRetailersFrom(await response.json());
      if (!retailers) throw new Error("its answer holds no list of retailers");
      cache.set(url, { retailers, until: now() + FOOTER_RETAILERS_TTL_MS });
      return retailers;
    } catch (error) {
      const reason = error instanceof Error && error.name === "TimeoutError" ? "it timed out" : String(error);
      warn(`Footer retailers from ${url} not shown: ${reason.replace(/^Error: /, "")}`);
      cache.set(url, { retailers: null, until: now() + FAILURE_TTL_MS });
      return null;
    }
  }

  return async (url) => {
    const cached = cache.get(url);
    if (cached && cached.until > now()) return cached.retailers;
    let loading = pending.get(url);
    if (!loading) {
      loading = load(url).finally(() => pending.delete(url));
      pending.set(url, loading);
    }
    return loading;
  };
}
