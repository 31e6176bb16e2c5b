/** Analytics: vehicle mapping, page types and the data layer (framework-free). */
export { pushEvent, pushEventThen, type DataLayerHost } from "./data-layer.ts";
export { STOCK_LOCATOR_ROUTES, classifyPageType } from "./page-type.ts";
export {
  ANALYTICS_STATE_LABELS,
  analyticsNameplate,
  analyticsPaymentType,
  analyticsState,
  analyticsVehicle,
  financeCalculatorEvent,
  pageTypeEvent,
  vehicleViewEvent,
} from "./vehicle.ts";
export { campaignCookie, onlyCampaignCookie } from "./campaign.ts";
