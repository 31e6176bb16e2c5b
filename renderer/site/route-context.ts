import type { LoaderFunctionArgs } from "react-router";
import type { HeadInfo } from "./head.ts";
import type { SiteData, SiteSettings } from "../../model/site/site-data.ts";
import type { PageAnalytics } from "../../model/analytics/page-type.ts";

/** Passed to every loader through React Router's request context. */
export interface SiteRequestContext {
  data: SiteData;
  authorization?: string;
  /**
   * Whether the HTML cache holds the page under this key part (see ResolvedPage.cacheKey); given only
   * when the response may come from the cache. A page it holds is not resolved again.
   */
  probeCache?: (cacheKey: string) => Promise<boolean>;
  /** The render clock (offer schedules); the wall clock when not given. */
  now?: () => Date;
}

/** Route handle: how a route fills <head> from its loader data. */
export interface SiteRouteHandle {
  head: (loaderData: unknown, settings: SiteSettings) => HeadInfo;
  /** The page's analytics (pushed only when analytics.enabled is on); without it the page type is dx_other. */
  analytics?: (loaderData: unknown) => PageAnalytics;
}

/** The site's request context, as a loader receives it. */
export function requestContext(args: LoaderFunctionArgs): SiteRequestContext {
  return args.context as unknown as SiteRequestContext;
}
