import { data, type RouteObject } from "react-router";
import { NOT_FOUND_TITLE, NotFoundPage } from "./pages/not-found-page.tsx";
import { CmsPage } from "./pages/cms-page.tsx";
import { NoAccessOrCmsPage, NoAccessPage } from "./pages/no-access-page.tsx";
import { localeForPath } from "../../model/i18n/locales.ts";
import { BrandLayout, ErrorLayout, ROOT_ROUTE_ID } from "./shell/layouts.tsx";
import { STOCK_LOCATOR_ROUTES } from "../../model/analytics/page-type.ts";
import { ShowroomPage } from "./pages/showroom-page.tsx";
import { SearchPage, type SearchLoaderData } from "./pages/search-page.tsx";
import { BuildYoursPage } from "./pages/build-yours-page.tsx";
import { loadShowroom } from "./showroom/showroom-loader.ts";
import { requestContext } from "./route-context.ts";
import { buildYoursHandle, cmsHandle, noAccessOrCmsHandle, showroomHandle, simpleHead } from "./route-heads.ts";
import { cmsPageLoader } from "./loaders/cms-page-loader.ts";
import { buildYoursLoader, translatedBuildYoursLoader } from "./loaders/build-yours-loaders.ts";
import { orderOnlineRoutes } from "./order-online-routes.tsx";
import { settingsForRequest } from "./settings-for-request.ts";

/** The site's route table: which loader, page and head each URL gets (the modules it imports do the work). */
export const siteRoutes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: "/",
    loader: (args) => settingsForRequest(requestContext(args).data, new URL(args.request.url)),
    element: <BrandLayout />,
    errorElement: <ErrorLayout />,
    handle: simpleHead(NOT_FOUND_TITLE),
    children: [
      { path: "no-access", element: <NoAccessPage />, handle: simpleHead("No access") },
      // The same page in another of the site's languages (/ar/no-access); other prefixes are CMS paths.
      {
        path: ":prefix/no-access",
        loader: async (args) => {
          const path = new URL(args.request.url).pathname;
          const settings = await requestContext(args).data.settings();
          const locale = localeForPath(settings.locales, path);
          return locale && path === `${locale.prefix}/no-access` ? null : cmsPageLoader(args);
        },
        element: <NoAccessOrCmsPage />,
        handle: noAccessOrCmsHandle,
      },
      {
        path: "404",
        loader: () => {
          throw data(null, { status: 404 });
        },
        element: <NotFoundPage />,
      },
      {
        id: STOCK_LOCATOR_ROUTES.preview,
        path: "showroom/:vehicle",
        loader: (args) =>
          loadShowroom(
            args.request,
            args.params.vehicle,
            requestContext(args).data,
            requestContext(args).authorization,
          ),
        element: <ShowroomPage />,
        handle: showroomHandle,
      },
      // The same page in another language, under its prefix (/ar/showroom/...): that language's labels.
      {
        id: `${STOCK_LOCATOR_ROUTES.preview}-translated`,
        path: ":language/showroom/:vehicle",
        loader: (args) =>
          loadShowroom(
            args.request,
            args.params.vehicle,
            requestContext(args).data,
            requestContext(args).authorization,
            args.params.language ?? "",
          ),
        element: <ShowroomPage />,
        handle: showroomHandle,
      },
      {
        path: "search",
        loader: async (args): Promise<SearchLoaderData> => {
          const query = (new URL(args.request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
          const search = requestContext(args).data.search;
          return { query, results: query && search ? await search(query) : [] };
        },
        element: <SearchPage />,
        handle: simpleHead("Search"),
      },
      // The configurator (decision 172): the models, a model's first configuration, each configuration by its config_url.
      { path: "build-yours", loader: buildYoursLoader, element: <BuildYoursPage />, handle: buildYoursHandle },
      { path: "build-yours/*", loader: buildYoursLoader, element: <BuildYoursPage />, handle: buildYoursHandle },
      {
        path: ":language/build-yours",
        loader: translatedBuildYoursLoader,
        element: <BuildYoursPage />,
        handle: buildYoursHandle,
      },
      {
        path: ":language/build-yours/*",
        loader: translatedBuildYoursLoader,
        element: <BuildYoursPage />,
        handle: buildYoursHandle,
      },
      // The journey's start reads config_url (configurator mode); it shows the steps page, as the details step does.
      ...orderOnlineRoutes(""),
      // The same journey in another language, under its prefix (/ar/showroom-order-online/...).
      ...orderOnlineRoutes(":language/"),
      { id: "cms-home", index: true, loader: cmsPageLoader, element: <CmsPage />, handle: cmsHandle },
      { id: "cms-page", path: "*", loader: cmsPageLoader, element: <CmsPage />, handle: cmsHandle },
    ],
  },
];
