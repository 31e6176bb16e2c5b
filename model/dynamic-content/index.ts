/** The dynamic-content domain: rules on any block (engine.ts) and the offer schedule (offer-schedule.ts). */
export {
  DYNAMIC_CONTENT_KEYS,
  INITIAL_DYNAMIC_CONTENT_STATE,
  REFFINE_MISSING_SETTINGS_MESSAGE,
  decideOnServer,
  expandStockKeys,
  isDynamicContentVisible,
  matchesExternalStock,
  matchesList,
  matchesOffers,
  nextDynamicContentState,
  normaliseValue,
  visibleOnServer,
  type DynamicContentEvent,
  type DynamicContentFacts,
  type DynamicContentKey,
  type DynamicContentRule,
  type DynamicContentState,
  type ServerDecision,
} from "./engine.ts";
export {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  isWithinSchedule,
  nextScheduleBoundary,
  scheduleWindow,
  type OfferSchedule,
} from "./offer-schedule.ts";
export { brandFromPath, matchesUrlBrands } from "./url-brands.ts";
