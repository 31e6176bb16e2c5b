import type { Offer, OfferCard } from "../../generated/contracts/entities/offer.ts";
import {
  isWithinSchedule as isWithinOfferSchedule,
  nextScheduleBoundary,
  type OfferSchedule,
} from "../dynamic-content/offer-schedule.ts";

/** The categories and model families the Offers block switches on. */
export const OFFER_CATEGORIES = ["new_cars", "approved", "owners", "branded_goods"] as const;
export const OFFER_FAMILIES = ["defender", "discovery", "range_rover", "jaguar"] as const;

/**
 * Whether a schedule is running (from 00:00:01 of the start date to 23:59:59 of the end date
 * in the site's time zone): the one schedule rule of the dynamic-content model, over the offer's field names.
 */
export function isWithinSchedule(schedule: OfferDates | undefined, now: Date, timeZone = "UTC"): boolean {
  return isWithinOfferSchedule(blockSchedule(schedule), now, timeZone);
}

/** An offer's schedule fields (start, end) as a block's offer_schedule (start_date, end_date). */
type OfferDates = { start?: string | null; end?: string | null };

function blockSchedule(schedule: OfferDates | undefined): OfferSchedule {
  return { start_date: schedule?.start ?? undefined, end_date: schedule?.end ?? undefined };
}

/**
 * The next instant after `now` at which one of these offers appears or disappears (a boundary of its
 * schedule in the site's time zone), or null: a page showing the offers must not be served from the
 * HTML cache past it (decisions 101 and 105). Unpublished offers never appear, so they have none.
 */
export function nextOffersBoundary(
  offers: readonly Pick<Offer, "published" | "schedule">[],
  now: Date,
  timeZone = "UTC",
): number | null {
  let next: number | null = null;
  for (const offer of offers) {
    if (!offer.published) continue;
    const boundary = nextScheduleBoundary(blockSchedule(offer.schedule), now, timeZone);
    if (boundary !== null && (next === null || boundary < next)) next = boundary;
  }
  return next;
}

/** Published and inside its schedule. */
export function isActiveOffer(offer: Pick<Offer, "published" | "schedule">, now: Date, timeZone = "UTC"): boolean {
  return offer.published && isWithinSchedule(offer.schedule, now, timeZone);
}

/** What visitors see of an offer: no revision, publishing state or timestamps. */
export function offerCard(offer: Offer): OfferCard {
  return {
    ...filterableKeys(offer),
    locale: offer.locale ?? "",
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
  /**
   * The page's language: an offer written in another language is left out; one without a language
   * (written for every language) stays. None: every offer.
   */
  locale?: string;
}

export function matchesFilter(
  offer: Pick<Offer, "category" | "model_family" | "locale">,
  filter: OfferFilter,
): boolean {
  if (filter.categories.length > 0 && !filter.categories.includes(offer.category)) return false;
  if (filter.families.length > 0 && !filter.families.includes(offer.model_family)) return false;
  if (filter.locale && offer.locale && offer.locale !== filter.locale) return false;
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
