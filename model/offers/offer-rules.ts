import type { Offer, OfferCard } from "../../generated/contracts/entities/offer.ts";
import { isWithinSchedule as isWithinOfferSchedule } from "../dynamic-content/offer-schedule.ts";

/** The categories and model families the Offers block switches on (seed 002, Offers block). */
export const OFFER_CATEGORIES = ["new_cars", "approved", "owners", "branded_goods"] as const;
export const OFFER_FAMILIES = ["defender", "discovery", "range_rover", "jaguar"] as const;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
function dateIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Seconds since local midnight of an instant in a time zone. */
function secondsIntoDay(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part("hour") * 3600 + part("minute") * 60 + part("second");
}

/**
 * Whether a schedule is running (seed 002: from 00:00:01 of the start date to 23:59:59 of the end date
 * in the site's time zone): the one schedule rule of the dynamic-content model, over the offer's field names.
 */
export function isWithinSchedule(
  schedule: { start?: string | null; end?: string | null } | undefined,
  now: Date,
  timeZone = "UTC",
): boolean {
  return isWithinOfferSchedule(
    { start_date: schedule?.start ?? undefined, end_date: schedule?.end ?? undefined },
    now,
    timeZone,
  );
}

/** Published and inside its schedule. */
export function isActiveOffer(offer: Pick<Offer, "published" | "schedule">, now: Date, timeZone = "UTC"): boolean {
  return offer.published && isWithinSchedule(offer.schedule, now, timeZone);
}

/** What visitors see of an offer: no revision, publishing state or timestamps. */
export function offerCard(offer: Offer): OfferCard {
  return {
    ...filterableKeys(offer),
    title: offer.title,
    description: offer.description ?? "",
    images: offer.images ?? [],
    prices: offer.prices ?? [],
    schedule: { start: offer.schedule?.start ?? null, end: offer.schedule?.end ?? null },
    cta_label: offer.cta_label ?? "Enquire now",
  };
}

/** The filter the Offers block's switches make: no switch on in a group means the whole group. */
export interface OfferFilter {
  categories: readonly string[];
  families: readonly string[];
}

export function matchesFilter(offer: Pick<Offer, "category" | "model_family">, filter: OfferFilter): boolean {
  if (filter.categories.length > 0 && !filter.categories.includes(offer.category)) return false;
  if (filter.families.length > 0 && !filter.families.includes(offer.model_family)) return false;
  return true;
}

/** The Offers block's switches as a filter. */
export function filterFromFlags(flags: Readonly<Record<string, unknown>>): OfferFilter {
  return {
    categories: OFFER_CATEGORIES.filter((key) => flags[key] === true),
    families: OFFER_FAMILIES.filter((key) => flags[key] === true),
  };
}

/**
 * An active offer as the dynamic-content engine reads it (mena_offers compares every supplied key with
 * the offer's value): its filterable keys only, flat.
 */
export function offerRecord(offer: Offer): Record<string, unknown> {
  return filterableKeys(offer);
}

/** An offer's id and the keys visitors' lists and the mena_offers rule filter on. */
function filterableKeys(offer: Offer) {
  return {
    id: offer.id,
    car_model_key: offer.car_model_key,
    brand: offer.brand,
    model_family: offer.model_family,
    category: offer.category,
    market: offer.market,
  };
}

/**
 * The first instant after `now` at which an offer may appear or disappear (a schedule boundary in the
 * site's time zone), approximated to the next local midnight plus one second; the HTML cache keys on
 * the local date, so it turns over at the boundary.
 */
export function scheduleDayKey(now: Date, timeZone = "UTC"): string {
  return secondsIntoDay(now, timeZone) < 1 ? `${dateIn(now, timeZone)}-0` : dateIn(now, timeZone);
}
