import { outboundFetch, type OutboundFetch } from "../foundation/outbound-http.ts";
import { readExchangeResponse, type ExchangeKeys, type ExchangeRate } from "../../model/currency/index.ts";

/** The exchange service is remote: a slow one must not hold the page. */
const EXCHANGE_TIMEOUT_MS = 2000;
/** An exchange rate answer is a few fields: a larger one is not one. */
const EXCHANGE_MAX_BYTES = 64 * 1024;
/** An answer is reused this long: the rate is fetched once per period and process, not per page. */
const EXCHANGE_TTL_MS = 10 * 60_000;
/** A failure is remembered this long before the service is asked again (no request per page while it is down). */
const EXCHANGE_FAILURE_TTL_MS = 60_000;

/** Where the rate comes from: the currency_exchange.* settings. */
interface ExchangeSource extends ExchangeKeys {
  /** currency_exchange.api_url: the service's host; GET {apiUrl}/currency-exchange. */
  apiUrl: string;
  /** site.time_zone: where a start date without an offset is read (decision 118). */
  timeZone: string;
}

export interface ExchangeFetch {
  /** The rate, or null when it cannot be had (the failure is logged); cached per source. */
  (source: ExchangeSource): Promise<ExchangeRate | null>;
}

interface Entry {
  exchange: ExchangeRate | null;
  until: number;
}

function exchangeUrl(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, "")}/currency-exchange`;
}

/**
 * The exchange rate from GET {api_url}/currency-exchange, fetched on the server
 * with a timeout and cached per process: once per EXCHANGE_TTL_MS, a failure remembered for
 * EXCHANGE_FAILURE_TTL_MS (decision 112). A source is the URL, both keys and the time zone, so a
 * settings change asks again at once. A future rate is kept as it is: whether it is in force yet is
 * decided per use (decision 118). An answer without the rate key logs the seed's 'Exchange response lacks the key'
 * error; a network failure, a timeout, an HTTP error or a rate that is not a positive number is logged
 * too. Every failure answers null: the pages then show the plain prices. Concurrent callers share one
 * request.
 */
export function createExchangeFetch(
  options: {
    fetch?: OutboundFetch;
    error?: (message: string) => void;
    timeoutMs?: number;
    ttlMs?: number;
    failureTtlMs?: number;
    now?: () => number;
  } = {},
): ExchangeFetch {
  const get = options.fetch ?? outboundFetch;
  const error = options.error ?? ((message: string) => console.error(message));
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<ExchangeRate | null>>();

  async function load(key: string, source: ExchangeSource): Promise<ExchangeRate | null> {
    const url = exchangeUrl(source.apiUrl);
    try {
      const response = await get(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs ?? EXCHANGE_TIMEOUT_MS),
        maxBytes: EXCHANGE_MAX_BYTES,
      });
      if (!response.ok) throw new Error(`it answered HTTP ${response.status}`);
      const body: unknown = await response.json().catch(() => {
        throw new Error("its answer is not JSON");
      });
      const reading = readExchangeResponse(body, source, source.timeZone);
      if (!reading.ok) throw new Error(reading.problem);
      cache.set(key, { exchange: reading.exchange, until: now() + (options.ttlMs ?? EXCHANGE_TTL_MS) });
      return reading.exchange;
    } catch (problem) {
      const reason =
        problem instanceof Error && (problem.name === "TimeoutError" || problem.name === "AbortError")
          ? "it timed out"
          : problem instanceof Error
            ? problem.message
            : String(problem);
      error(`Currency exchange from ${url} failed, plain prices shown: ${reason}`);
      cache.set(key, { exchange: null, until: now() + (options.failureTtlMs ?? EXCHANGE_FAILURE_TTL_MS) });
      return null;
    }
  }

  return async (source) => {
    const key = JSON.stringify([source.apiUrl, source.responseKey, source.startDateKey, source.timeZone]);
    const cached = cache.get(key);
    if (cached && cached.until > now()) return cached.exchange;
    let loading = pending.get(key);
    if (!loading) {
      loading = load(key, source).finally(() => pending.delete(key));
      pending.set(key, loading);
    }
    return loading;
  };
}
