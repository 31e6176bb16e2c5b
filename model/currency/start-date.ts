import { zonedInstant } from "../dynamic-content/index.ts";

/**
 * What the exchange answer's start date means (decision 118): the rate applies FROM that instant, not
 * before. A date alone ("2026-12-01") starts at midnight in the site's time zone (site.time_zone, as
 * offer schedules); a date and time with an offset ("2026-12-01T06:00:00+04:00" or "...Z") is that
 * instant; a date and time without an offset is a wall-clock time in the site's time zone. Anything
 * else cannot be placed in time and is refused, so a rate is never applied on a guess.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** The instant (ms) `startDate` begins in `timeZone`; null when it cannot be read as a date. */
export function exchangeStartsAt(startDate: string, timeZone: string): number | null {
  const text = startDate.trim();
  if (DATE_ONLY.test(text)) return validDay(text) ? zonedInstant(text, [0, 0, 0, 0], timeZone) : null;
  const match = DATE_TIME.exec(text);
  if (!match || !validDay(match[1]!)) return null;
  const [, day, hour, minute, second = "0", fraction = "0", offset] = match;
  const time = [Number(hour), Number(minute), Number(second), Number(fraction.padEnd(3, "0"))] as const;
  if (time[0] > 23 || time[1] > 59 || time[2] > 59) return null;
  if (offset) {
    const instant = Date.parse(
      `${day}T${hour}:${minute}:${second.padStart(2, "0")}.${fraction.padEnd(3, "0")}${offset.toUpperCase() === "Z" ? "Z" : offset.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2")}`,
    );
    return Number.isFinite(instant) ? instant : null;
  }
  return zonedInstant(day!, [...time], timeZone);
}

/** A real calendar day (2026-02-30 is not one). */
function validDay(day: string): boolean {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

/** Whether a rate that starts at `startsAt` (null: no start date, in force already) applies at `now`. */
export function isRateInForce(rate: { startsAt: number | null }, now: number): boolean {
  return rate.startsAt === null || now >= rate.startsAt;
}
