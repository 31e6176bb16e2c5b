import { dateTimeFormat } from "../i18n/intl-formats.ts";

/**
 * The offer schedule: content with a schedule shows from 00:00:01 on the
 * start date to 23:59:59 on the end date, in the site's time zone (setting `site.time_zone`), decided
 * at render time against an injectable clock (docs/decisions/101-offer-schedule-and-cache.md).
 */

export interface OfferSchedule {
  start_date?: string;
  end_date?: string;
}

export const DEFAULT_TIME_ZONE = "Europe/London";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    // Kept once made: schedules are checked on every render of a block that has one.
    dateTimeFormat("en-GB", { timeZone: zone });
    return zone.trim() !== "";
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const parts = dateTimeFormat("en-GB", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time on `date` (YYYY-MM-DD) has in `zone`; null for a malformed date. */
export function zonedInstant(date: string, [hour, minute, second, ms]: [number, number, number, number], zone: string) {
  const match = DATE.exec(date);
  if (!match) return null;
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hour, minute, second, ms);
  // Two passes settle the offset across a daylight-saving change.
  let instant = wall - offsetAt(wall, zone);
  instant = wall - offsetAt(instant, zone);
  return instant;
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a wall-clock date and time (`YYYY-MM-DDTHH:MM[:SS]`, what an `<input type="datetime-local">`
 * gives) has in `zone`, or null when it is not one: the editor previews a page at a time of the site.
 */
export function zonedDateTime(value: string, zone: string): number | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  // Date.UTC would roll 2026-02-30 over into March: a date that does not exist is refused.
  const [year, month, day] = match[1]!.split("-").map(Number) as [number, number, number];
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
  return zonedInstant(match[1]!, [hour, minute, second, 0], zone);
}

/** The first and last instants (inclusive, ms) the schedule shows its content; null ends are open. */
function scheduleWindow(schedule: OfferSchedule, zone: string): { from: number | null; until: number | null } {
  const from = schedule.start_date ? zonedInstant(schedule.start_date, [0, 0, 1, 0], zone) : null;
  const until = schedule.end_date ? zonedInstant(schedule.end_date, [23, 59, 59, 999], zone) : null;
  return { from, until };
}

/** Whether content with `schedule` shows at `now`. No schedule (or no dates) shows it. */
export function isWithinSchedule(schedule: OfferSchedule | null | undefined, now: Date, zone: string): boolean {
  if (!schedule) return true;
  const { from, until } = scheduleWindow(schedule, zone);
  const at = now.getTime();
  return (from === null || at >= from) && (until === null || at <= until);
}

/**
 * The next instant after `now` at which content with `schedule` appears or disappears, or null when it
 * never changes again: the HTML cache must not serve a page past it.
 */
export function nextScheduleBoundary(
  schedule: OfferSchedule | null | undefined,
  now: Date,
  zone: string,
): number | null {
  if (!schedule) return null;
  const { from, until } = scheduleWindow(schedule, zone);
  const at = now.getTime();
  const boundaries = [from, until === null ? null : until + 1].filter(
    (instant): instant is number => instant !== null && instant > at,
  );
  return boundaries.length > 0 ? Math.min(...boundaries) : null;
}
