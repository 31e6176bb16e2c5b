/**
 * Page type classification for analytics: order success =
 * checkout_order_confirmation; checkout step = checkout_reservation; details step = checkout;
 * preview (the showroom vehicle page) = pdp; a page containing stock-locator blocks = plp; anything
 * else = dx_other.
 */
export type AnalyticsPageType =
  "checkout_order_confirmation" | "checkout_reservation" | "checkout" | "pdp" | "plp" | "dx_other";

/** Route names the seed refers to (React Router route ids on this site). */
export const STOCK_LOCATOR_ROUTES = {
  preview: "stock-locator-preview",
  details: "stock-locator-order-online-details",
  checkout: "stock-locator-order-online-checkout",
  success: "stock-locator-order-online-success",
  /** /showroom-order-online/confirmation/:orderNumber: the order is done, so it counts as success. */
  confirmation: "stock-locator-order-online-confirmation",
} as const;

const BY_ROUTE: Readonly<Record<string, AnalyticsPageType>> = {
  [STOCK_LOCATOR_ROUTES.success]: "checkout_order_confirmation",
  [STOCK_LOCATOR_ROUTES.confirmation]: "checkout_order_confirmation",
  [STOCK_LOCATOR_ROUTES.checkout]: "checkout_reservation",
  [STOCK_LOCATOR_ROUTES.details]: "checkout",
  [STOCK_LOCATOR_ROUTES.preview]: "pdp",
};

/** A stock locator block: `stock-locator` itself or any `stock-locator-*` block. */
function isStockLocatorBlock(type: string): boolean {
  return type === "stock-locator" || type.startsWith("stock-locator-");
}

export interface PageTypeInput {
  /** The matched route's name (id), if it is one of the stock locator's. */
  routeName?: string | null;
  /** Block types on the page (nested ones included), for CMS pages. */
  blockTypes?: Iterable<string>;
}

export function classifyPageType({ routeName, blockTypes = [] }: PageTypeInput): AnalyticsPageType {
  const byRoute = routeName ? BY_ROUTE[routeName] : undefined;
  if (byRoute) return byRoute;
  for (const type of blockTypes) if (isStockLocatorBlock(type)) return "plp";
  return "dx_other";
}

/** What a page reports to analytics: its type, then its own events (the showroom's vehicle view). */
export interface PageAnalytics {
  pageType: AnalyticsPageType;
  events: { event: string; [field: string]: unknown }[];
}
