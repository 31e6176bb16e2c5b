export {
  OFFER_CATEGORIES,
  OFFER_FAMILIES,
  filterFromFlags,
  isActiveOffer,
  isWithinSchedule,
  matchesFilter,
  offerCard,
  offerRecord,
  nextOffersBoundary,
  type OfferFilter,
} from "./offer-rules.ts";
export { formatOfferPrice } from "./offer-price.ts";
