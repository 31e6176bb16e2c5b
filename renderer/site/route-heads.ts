import { pageHead, pageTitle } from "./head.ts";
import type { SitePage } from "../../model/site/site-data.ts";
import { forEachBlock } from "../../model/page-document/walk.ts";
import { STOCK_LOCATOR_ROUTES, classifyPageType } from "../../model/analytics/page-type.ts";
import { vehicleViewEvent } from "../../model/analytics/vehicle.ts";
import { uiTranslator } from "../../model/i18n/ui-translator.ts";
import { showroomDescription, showroomTitle } from "./pages/showroom-page.tsx";
import type { BuildYoursLoaderData } from "./pages/build-yours-page.tsx";
import type { ShowroomLoaderData } from "./showroom/showroom-loader.ts";
import type { SiteRouteHandle } from "./route-context.ts";
import type { ResolvedPage } from "./loaders/cms-page-loader.ts";

/** How each route of the site fills <head> and names its analytics page type from its loader data. */

export const simpleHead = (title: string): SiteRouteHandle => ({
  head: (_data, settings) => ({
    title: pageTitle(title, settings),
    meta: [{ name: "robots", content: "noindex" }],
    canonical: null,
  }),
});

export const cmsHandle: SiteRouteHandle = {
  head: (page, settings) => pageHead(page as SitePage, settings),
  analytics: (page) => {
    const blockTypes = new Set<string>();
    forEachBlock((page as SitePage).document, ({ node }) => blockTypes.add(node.type));
    return { pageType: classifyPageType({ blockTypes }), events: [] };
  },
};

/** A localised /no-access, or a CMS page whose path merely ends in no-access. */
export const noAccessOrCmsHandle: SiteRouteHandle = {
  head: (data, settings) => (data ? cmsHandle.head(data, settings) : simpleHead("No access").head(data, settings)),
  analytics: (data) => (data ? cmsHandle.analytics!(data) : { pageType: "dx_other", events: [] }),
};

/** The showroom vehicle page: meta tags disabled on this route, a title only. */
export const showroomHandle: SiteRouteHandle = {
  head: (loaded, settings) => {
    const { vehicle } = loaded as ShowroomLoaderData;
    return {
      title: pageTitle(showroomTitle(vehicle), settings),
      meta: null,
      canonical: null,
      description: showroomDescription(vehicle),
    };
  },
  analytics: (loaded) => ({
    pageType: classifyPageType({ routeName: STOCK_LOCATOR_ROUTES.preview }),
    events: [vehicleViewEvent((loaded as ShowroomLoaderData).vehicle)],
  }),
};

export const buildYoursHandle: SiteRouteHandle = {
  head: (loaded, settings) => {
    const page = loaded as BuildYoursLoaderData | ResolvedPage;
    if (!("kind" in page)) return cmsHandle.head(loaded, settings);
    const t = uiTranslator(page.language);
    const title =
      page.kind === "models" ? t("build_yours.title") : `${t("build_yours.title")}: ${page.configuration.title}`;
    return { title: pageTitle(title, settings), meta: null, canonical: null };
  },
  analytics: (loaded) =>
    "kind" in (loaded as object) ? { pageType: classifyPageType({}), events: [] } : cmsHandle.analytics!(loaded),
};
