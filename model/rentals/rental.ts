/**
 * The pure parts of the Rent a Car flow: rental days between two dates, the price total of
 * a vehicle and its extras, and the summary template filled with the visitor's choices. The block
 * (blocks/rent-a-car) renders; these decide, so they are tested without a browser.
 */

/** An extra item's controller: a counter of an amount, or an on/off toggle. */
type ExtraController =
  | { type: "amount"; min: number; max: number; value: number; default: number }
  | { type: "toggler"; true_label: string; false_label: string };

export interface RentalExtra {
  heading: string;
  price: number;
  /** per_day: the price is charged for every rental day; per_rental: once. */
  charge: "per_day" | "per_rental";
  controller: ExtraController;
}

export interface RentalVehicle {
  display_name: string;
  price: { daily: number };
}

/** A calendar day as the flow stores it: YYYY-MM-DD, independent of the visitor's time zone. */
export type IsoDay = string;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of an ISO day, or null when it is not a real date. */
export function dayValue(day: IsoDay): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const value = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(value).toISOString().slice(0, 10) === day ? value : null;
}

/** The ISO day of a local calendar date (what a date picker hands over). */
export function isoDayOf(date: Date): IsoDay {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Sundays (day 0) are closed: no pick-up or return. */
export function isSunday(day: IsoDay): boolean {
  const value = dayValue(day);
  return value !== null && new Date(value).getUTCDay() === 0;
}

/**
 * Days charged between pick-up and return: a return on the pick-up day counts as one day. null when
 * either date is missing or not real, or the return is before the pick-up.
 */
export function rentalDays(pickUp: IsoDay | null, dropOff: IsoDay | null): number | null {
  if (!pickUp || !dropOff) return null;
  const from = dayValue(pickUp);
  const to = dayValue(dropOff);
  if (from === null || to === null || to < from) return null;
  return Math.max(1, Math.round((to - from) / DAY_MS));
}

/** The amount an extra counts as: a counter's clamped choice, a toggle 1 or 0. */
export function extraQuantity(extra: RentalExtra, chosen: number | boolean | undefined): number {
  const { controller } = extra;
  if (controller.type === "toggler") return chosen === true ? 1 : 0;
  const value = typeof chosen === "number" && Number.isFinite(chosen) ? chosen : controller.default;
  return Math.min(controller.max, Math.max(controller.min, Math.round(value)));
}

export interface PriceLine {
  label: string;
  quantity: number;
  amount: number;
}

/** The lines and total of a rental, in the currency's units rounded to the cent. */
export function rentalTotal(
  vehicle: RentalVehicle,
  days: number,
  extras: readonly RentalExtra[],
  chosen: Readonly<Record<number, number | boolean>>,
): { lines: PriceLine[]; total: number } {
  const cents = (value: number) => Math.round(value * 100);
  const lines: PriceLine[] = [
    { label: vehicle.display_name, quantity: days, amount: cents(vehicle.price.daily) * days },
  ];
  extras.forEach((extra, index) => {
    const quantity = extraQuantity(extra, chosen[index]);
    if (quantity === 0) return;
    const times = extra.charge === "per_day" ? days : 1;
    lines.push({ label: extra.heading, quantity, amount: cents(extra.price) * quantity * times });
  });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return { lines: lines.map((line) => ({ ...line, amount: line.amount / 100 })), total: total / 100 };
}

/**
 * The formatters, made once: `toLocaleString` with options builds a new Intl formatter on every call
 * (3.4% of an uncached render of the static fixture page's CPU, decision 191).
 */
const PRICE_FORMAT = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DAY_FORMAT = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** A price in en-US with its currency symbol; zero or less shows nothing. */
export function formatPrice(value: number, symbol = "€"): string {
  if (!(value > 0)) return "";
  const amount = PRICE_FORMAT.format(value);
  // A currency code (AED, SAR) is a word: "AED 189.00", where a sign sits against the amount ("€189.00").
  return /^[A-Za-z]+$/.test(symbol) ? `${symbol} ${amount}` : `${symbol}${amount}`;
}

/** A day as en-US shows it (date locale en-US), e.g. "Tuesday, December 1, 2026". */
export function formatDay(day: IsoDay | null): string {
  const value = day ? dayValue(day) : null;
  if (value === null) return "";
  return DAY_FORMAT.format(new Date(value));
}

/**
 * Fills `{name}` placeholders of a summary or hidden-field template. A placeholder without a value
 * becomes empty, so an editor's typo never shows braces to a visitor; `{{` and `}}` give literal braces.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{|\}\}|\{([a-z_][a-z0-9_]*)\}/gi, (match, name: string | undefined) => {
    if (match === "{{") return "{";
    if (match === "}}") return "}";
    return Object.prototype.hasOwnProperty.call(values, name!) ? values[name!]! : "";
  });
}
