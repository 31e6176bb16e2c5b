import type { StaticHandlerContext } from "react-router";
import { jsonForScript } from "../primitives/json-script.ts";
import { ANALYTICS_SCOPE } from "../../model/consent/index.ts";
import type { PageAnalytics } from "../../model/analytics/page-type.ts";
import { pageTypeEvent } from "../../model/analytics/vehicle.ts";
import type { SiteRouteHandle } from "./route-context.ts";

/**
 * The inline script that hands a page's analytics to the data layer: the page type first, then the
 * page's own events. Written only when the analytics.enabled setting is on, so pages stay
 * script-free by default; a tag manager (a metahead) reads window.dataLayer after it.
 */
export function analyticsScript(page: PageAnalytics, nonce?: string, consentGated = false): string {
  const events = [pageTypeEvent(page.pageType), ...page.events];
  // Where cookie consent is configured the data layer waits for its scope (the consent runtime runs it).
  const gate = consentGated ? ` type="text/plain" data-consent-scope="${ANALYTICS_SCOPE}"` : "";
  return `<script data-analytics${gate}${nonce ? ` nonce="${nonce}"` : ""}>window.dataLayer=window.dataLayer||[];window.dataLayer.push(${events.map((event) => jsonForScript(event)).join(",")});</script>`;
}

/** The analytics of the deepest route that reports them; error responses and other routes are dx_other. */
export function analyticsFor(context: StaticHandlerContext): PageAnalytics {
  const fallback: PageAnalytics = { pageType: "dx_other", events: [] };
  if (context.statusCode !== 200) return fallback;
  for (const match of [...context.matches].reverse()) {
    const handle = match.route.handle as SiteRouteHandle | undefined;
    if (!handle?.analytics) continue;
    const loaderData = context.loaderData[match.route.id];
    if (match.route.loader && loaderData === undefined) continue;
    return handle.analytics(loaderData);
  }
  return fallback;
}
