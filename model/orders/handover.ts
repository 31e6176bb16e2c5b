/**
 * Handover booking: the days and times a buyer may collect a reserved vehicle at a retailer. The
 * retailer's opening hours (free text such as "Sat–Thu 08:30–19:00, Fri 14:00–19:00") give the
 * slots; hours that cannot be read fall back to the site's handover hours setting. The earliest day
 * is tomorrow in the site's time zone (the retailer needs a day to prepare the car), the latest
 * HANDOVER_WINDOW_DAYS later. The browser offers these slots and the server refuses any other.
 */

/** Minutes from midnight each weekday opens and closes; index 0 is Sunday. null: closed. */
export type WeeklyHours = ({ open: number; close: number } | null)[];

const HANDOVER_WINDOW_DAYS = 60;
export const DEFAULT_HANDOVER_HOURS = "Mon–Sat 09:00–17:00";
export const DEFAULT_SLOT_MINUTES = 60;

const DAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function dayIndex(name: string): number {
  return DAYS.indexOf(name.slice(0, 3).toLowerCase() as (typeof DAYS)[number]);
}

function minutes(time: string): number | null {
  const match = TIME.exec(time.replace(".", ":").padStart(5, "0"));
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Reads opening hours written as comma- or semicolon-separated parts "Mon–Fri 08:30–17:30" (a day,
 * or a range of days that may wrap round the week, then a time range; en dash or hyphen). Returns
 * null when no part can be read, so the caller falls back to other hours.
 */
export function parseOpeningHours(text: string): WeeklyHours | null {
  const week: WeeklyHours = [null, null, null, null, null, null, null];
  let read = false;
  for (const part of text.split(/[,;]/)) {
    const match =
      /^\s*([A-Za-z]{3,9})(?:\s*[–-]\s*([A-Za-z]{3,9}))?\s+(\d{1,2}[:.]\d{2})\s*[–-]\s*(\d{1,2}[:.]\d{2})\s*$/.exec(
        part,
      );
    if (!match) continue;
    const first = dayIndex(match[1]!);
    const last = match[2] ? dayIndex(match[2]) : first;
    const open = minutes(match[3]!);
    const close = minutes(match[4]!);
    if (first < 0 || last < 0 || open === null || close === null || close <= open) continue;
    for (let day = first; ; day = (day + 1) % 7) {
      week[day] = { open, close };
      if (day === last) break;
    }
    read = true;
  }
  return read ? week : null;
}

/** The weekday (0 Sunday) of a calendar date YYYY-MM-DD. */
function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

function formatTime(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** The start times ("09:00") of the slots on `date`: every `slotMinutes` from opening, each ending by closing. */
export function slotsOn(hours: WeeklyHours, date: string, slotMinutes: number): string[] {
  const day = hours[weekdayOf(date)];
  if (!day || slotMinutes <= 0) return [];
  const slots: string[] = [];
  for (let start = day.open; start + slotMinutes <= day.close; start += slotMinutes) slots.push(formatTime(start));
  return slots;
}

/** Today's calendar date YYYY-MM-DD in `timeZone`. */
export function todayIn(timeZone: string, now: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(now),
  );
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The first and last day a handover may be booked, given today's date where the retailer is. */
export function handoverWindow(today: string): { earliest: string; latest: string } {
  return { earliest: addDays(today, 1), latest: addDays(today, HANDOVER_WINDOW_DAYS) };
}

function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const at = new Date(`${value}T12:00:00Z`);
  return at.getUTCFullYear() === Number(match[1]) && at.getUTCMonth() + 1 === Number(match[2]);
}

export interface HandoverChoice {
  retailer_id: string;
  date: string;
  slot: string;
}

/**
 * Why a handover booking cannot be made (the field and a sentence for the buyer), or null. `hours` is
 * the retailer's week, null when the retailer is not one the vehicle may be handed over at.
 */
export function handoverProblem(
  choice: HandoverChoice,
  hours: WeeklyHours | null,
  today: string,
  slotMinutes: number,
): { field: keyof HandoverChoice; message: string } | null {
  if (!hours) return { field: "retailer_id", message: "Choose one of the retailers offered for the handover." };
  if (!isCalendarDate(choice.date)) return { field: "date", message: "The handover date must be a date (YYYY-MM-DD)." };
  const { earliest, latest } = handoverWindow(today);
  if (choice.date < earliest)
    return { field: "date", message: "The handover date has passed or is too soon: choose tomorrow or later." };
  if (choice.date > latest)
    return {
      field: "date",
      message: `The handover can be booked at most ${HANDOVER_WINDOW_DAYS} days ahead.`,
    };
  const slots = slotsOn(hours, choice.date, slotMinutes);
  if (slots.length === 0) return { field: "date", message: "The retailer is closed on that day: choose another." };
  if (!slots.includes(choice.slot))
    return { field: "slot", message: "That time is not one of the retailer's handover slots: choose one offered." };
  return null;
}

/** A calendar date as British English words, the day it names whatever the reader's time zone: "Tuesday 1 December 2026". */
export function handoverDayText(
  date: string,
  { short = false, year = true, locale = "en-GB" }: { short?: boolean; year?: boolean; locale?: string } = {},
): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: short ? "short" : "long",
    day: "numeric",
    month: short ? "short" : "long",
    ...(year ? { year: "numeric" } : {}),
    timeZone: "UTC",
  });
}
