import { data, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { pageTitle } from "./head.ts";
import { CmsPage } from "./pages/cms-page.tsx";
import type { OrderOnlinePageRequest, SitePage } from "../../model/site/site-data.ts";
import { STOCK_LOCATOR_ROUTES, classifyPageType } from "../../model/analytics/page-type.ts";
import { journeyMode } from "../../model/order-journey/index.ts";
import { translatedLocale } from "./showroom/showroom-loader.ts";
import { requestContext, type SiteRouteHandle } from "./route-context.ts";
import { blockDataRequests, resolveBlockData } from "./loaders/block-data.ts";

/** An order-online route's CMS page with its blocks' server data (never in the HTML cache: no cacheKey). */
interface OrderOnlineLoaderData extends SitePage {
  blockData: Record<string, unknown>;
}

/** The CMS page of an order-online route; the journey's block reads the route itself. */
async function orderOnlineLoader(
  args: LoaderFunctionArgs,
  page: OrderOnlinePageRequest["page"],
): Promise<OrderOnlineLoaderData> {
  const url = new URL(args.request.url);
  const { data: site, authorization } = requestContext(args);
  if (!site.orderOnlinePage) throw data(null, { status: 404 });
  // The journey in another of the site's languages (/ar/showroom-order-online/...): that language's pages.
  const language = args.params.language;
  const locale = language === undefined ? null : await translatedLocale(site, language);
  if (language !== undefined && !locale) throw data(null, { status: 404 });
  const mode = journeyMode(url.searchParams.get("config_url"));
  const found = await site.orderOnlinePage({ page, mode, authorization, locale: locale ?? undefined });
  const resolved = await resolveBlockData(site, blockDataRequests(found, url));
  return { ...found, blockData: resolved.blockData };
}

/** Order-online routes: meta tags disabled, a title only; the page type by route. */
function orderOnlineHandle(routeName: string): SiteRouteHandle {
  return {
    head: (loaded, settings) => ({
      title: pageTitle((loaded as OrderOnlineLoaderData).title, settings),
      meta: null,
      canonical: null,
    }),
    analytics: () => ({ pageType: classifyPageType({ routeName }), events: [] }),
  };
}

function orderOnlineRoute(
  id: string,
  path: string,
  page: OrderOnlinePageRequest["page"],
  analyticsRoute: string = id,
): RouteObject {
  return {
    id,
    path,
    loader: (args) => orderOnlineLoader(args, page),
    element: <CmsPage />,
    handle: orderOnlineHandle(analyticsRoute),
  };
}

/** The journey's routes under `base` ("" or a language segment), each with its own route id. */
export function orderOnlineRoutes(base: "" | ":language/"): RouteObject[] {
  const id = (name: string) => (base ? `${name}-translated` : name);
  return [
    // The journey's start reads config_url (configurator mode); it shows the steps page, as the details step does.
    orderOnlineRoute(
      id("stock-locator-order-online"),
      `${base}showroom-order-online`,
      "steps",
      STOCK_LOCATOR_ROUTES.details,
    ),
    orderOnlineRoute(
      id(STOCK_LOCATOR_ROUTES.details),
      `${base}showroom-order-online/vehicle/:vehicleId?`,
      "steps",
      STOCK_LOCATOR_ROUTES.details,
    ),
    orderOnlineRoute(
      id(STOCK_LOCATOR_ROUTES.checkout),
      `${base}showroom-order-online/checkout`,
      "checkout",
      STOCK_LOCATOR_ROUTES.checkout,
    ),
    orderOnlineRoute(
      id(STOCK_LOCATOR_ROUTES.success),
      `${base}showroom-order-online/success`,
      "success",
      STOCK_LOCATOR_ROUTES.success,
    ),
    orderOnlineRoute(
      id(STOCK_LOCATOR_ROUTES.confirmation),
      `${base}showroom-order-online/confirmation/:orderNumber`,
      "success",
      STOCK_LOCATOR_ROUTES.confirmation,
    ),
  ];
}
