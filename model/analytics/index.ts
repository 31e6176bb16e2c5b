/** Analytics: vehicle mapping, page types and the data layer (framework-free). */
export { pushEvent, type DataLayerEvent, type DataLayerHost, type PushOptions } from "./data-layer.ts";
export {
  STOCK_LOCATOR_ROUTES,
  classifyPageType,
  isStockLocatorBlock,
  type AnalyticsPageType,
  type PageAnalytics,
  type PageTypeInput,
} from "./page-type.ts";
export {
  ANALYTICS_STATE_LABELS,
  NAMEPLATE_PLATFORM_CODES,
  analyticsNameplate,
  analyticsPaymentType,
  analyticsState,
  analyticsVehicle,
  financeCalculatorEvent,
  pageTypeEvent,
  vehicleViewEvent,
  type AnalyticsState,
  type AnalyticsVehicle,
  type AnalyticsVehicleSource,
} from "./vehicle.ts";
