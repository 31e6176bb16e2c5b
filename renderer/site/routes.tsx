import { data, redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { pageHead, pageTitle, type HeadInfo } from "./head.ts";
import { NOT_FOUND_TITLE } from "./pages/not-found-page.tsx";
import { CmsPage } from "./pages/cms-page.tsx";
import { NoAccessPage } from "./pages/no-access-page.tsx";
import { NotFoundPage } from "./pages/not-found-page.tsx";
import { BrandLayout, ErrorLayout, ROOT_ROUTE_ID } from "./shell/layouts.tsx";
import type { SiteData, SitePage, SiteSettings } from "../../model/site/site-data.ts";

/** Passed to every loader through React Router's request context. */
export interface SiteRequestContext {
  data: SiteData;
  authorization?: string;
}

/** Route handle: how a route fills <head> from its loader data. */
export interface SiteRouteHandle {
  head: (loaderData: unknown, settings: SiteSettings) => HeadInfo;
}

function context(args: LoaderFunctionArgs): SiteRequestContext {
  return args.context as unknown as SiteRequestContext;
}

/** Seed 001: fetching a page needs its path. */
export const MISSING_PATH_MESSAGE = "You have to provide current page pathname.";

async function cmsPageLoader(args: LoaderFunctionArgs): Promise<SitePage> {
  const { pathname } = new URL(args.request.url);
  if (!pathname) throw new Error(MISSING_PATH_MESSAGE);
  const { data: site, authorization } = context(args);
  const result = await site.lookupPage(pathname, { authorization });
  if (result.kind === "redirect") throw redirect(result.location, result.status);
  if (result.kind === "not-found") throw data(null, { status: 404 });
  return result.page;
}

const simpleHead = (title: string): SiteRouteHandle => ({
  head: (_data, settings) => ({ title: pageTitle(title, settings), meta: [{ name: "robots", content: "noindex" }], canonical: null }),
});

const cmsHandle: SiteRouteHandle = { head: (page, settings) => pageHead(page as SitePage, settings) };

export const siteRoutes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: "/",
    loader: (args) => context(args).data.settings(),
    element: <BrandLayout />,
    errorElement: <ErrorLayout />,
    handle: simpleHead(NOT_FOUND_TITLE),
    children: [
      { path: "no-access", element: <NoAccessPage />, handle: simpleHead("No access") },
      {
        path: "404",
        loader: () => {
          throw data(null, { status: 404 });
        },
        element: <NotFoundPage />,
      },
      { id: "cms-home", index: true, loader: cmsPageLoader, element: <CmsPage />, handle: cmsHandle },
      { id: "cms-page", path: "*", loader: cmsPageLoader, element: <CmsPage />, handle: cmsHandle },
    ],
  },
];
