/** The dynamic-content domain: rules on any block (engine.ts) and the offer schedule (offer-schedule.ts). */
export {
  INITIAL_DYNAMIC_CONTENT_STATE,
  decideOnServer,
  isDynamicContentVisible,
  matchesExternalStock,
  nextDynamicContentState,
  normaliseValue,
  type DynamicContentRule,
} from "./engine.ts";
export {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  isWithinSchedule,
  nextScheduleBoundary,
  zonedDateTime,
  zonedInstant,
  type OfferSchedule,
} from "./offer-schedule.ts";
