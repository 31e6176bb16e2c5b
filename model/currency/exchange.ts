import { exchangeStartsAt } from "./start-date.ts";

/**
 * The currency-exchange answer: GET {host}/currency-exchange answers an
 * object holding the rate under a configurable key (default "exchangeRate") and the date it applies
 * from under another (default "startDate"). A rate must be a positive finite number (a numeric string
 * is accepted: such services often send decimals as text); anything else is refused with the reason,
 * and the site then shows the plain prices. A start date that cannot be placed in time is refused too
 * (start-date.ts, decision 118).
 */

export interface ExchangeKeys {
  /** Where the rate is in the answer; default "exchangeRate". */
  responseKey: string;
  /** Where the start date is in the answer; default "startDate". */
  startDateKey: string;
}

export const DEFAULT_EXCHANGE_KEYS: ExchangeKeys = { responseKey: "exchangeRate", startDateKey: "startDate" };

export interface ExchangeRate {
  rate: number;
  /** The date the rate applies from, as the service sent it; null when it sent none. */
  startDate: string | null;
  /** The instant (ms) the rate applies from, read in the site's time zone; null: in force already. */
  startsAt: number | null;
}

export type ExchangeReading =
  | { ok: true; exchange: ExchangeRate }
  | { ok: false; /** The seed's 'Exchange response lacks the key' case. */ missingKey: boolean; problem: string };

const MAX_START_DATE_LENGTH = 100;

function rateOf(value: unknown): number | null {
  const rate =
    typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}

/**
 * The rate and start date of an answer, or why it cannot be used. `timeZone` places a start date
 * without an offset (the site's time zone).
 */
export function readExchangeResponse(
  body: unknown,
  keys: ExchangeKeys = DEFAULT_EXCHANGE_KEYS,
  timeZone = "UTC",
): ExchangeReading {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { ok: false, missingKey: true, problem: `Exchange response lacks the key ${keys.responseKey}` };
  const record = body as Record<string, unknown>;
  if (!(keys.responseKey in record) || record[keys.responseKey] === null || record[keys.responseKey] === undefined)
    return { ok: false, missingKey: true, problem: `Exchange response lacks the key ${keys.responseKey}` };
  const rate = rateOf(record[keys.responseKey]);
  if (rate === null)
    return {
      ok: false,
      missingKey: false,
      problem: `Exchange response key ${keys.responseKey} is not a positive number: ${JSON.stringify(record[keys.responseKey]).slice(0, 100)}`,
    };
  const start = record[keys.startDateKey];
  const startDate =
    typeof start === "string" && start.trim() !== "" ? start.trim().slice(0, MAX_START_DATE_LENGTH) : null;
  if (startDate === null) return { ok: true, exchange: { rate, startDate, startsAt: null } };
  const startsAt = exchangeStartsAt(startDate, timeZone);
  if (startsAt === null)
    return {
      ok: false,
      missingKey: false,
      problem: `Exchange response key ${keys.startDateKey} is not a date: ${JSON.stringify(startDate).slice(0, 100)}`,
    };
  return { ok: true, exchange: { rate, startDate, startsAt } };
}
