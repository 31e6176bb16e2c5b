import { redirect, type LoaderFunctionArgs } from "react-router";
import type { BuildYoursLoaderData } from "../pages/build-yours-page.tsx";
import { translatedLocale } from "../showroom/showroom-loader.ts";
import { requestContext } from "../route-context.ts";
import { cmsPageLoader, type ResolvedPage } from "./cms-page-loader.ts";

/**
 * A /build-yours page; a model's path redirects to its first configuration. Without the configurator
 * (a site data without it) or for a path it does not know, the CMS page at that path, if any.
 */
export async function buildYoursLoader(args: LoaderFunctionArgs): Promise<BuildYoursLoaderData | ResolvedPage> {
  const path = new URL(args.request.url).pathname;
  const found = await requestContext(args).data.buildYours?.(path);
  if (!found) return (await cmsPageLoader(args)) as ResolvedPage;
  if (found.kind === "redirect") throw redirect(found.to, 302);
  return { ...found, prefix: "", routePath: path, language: "en" };
}

/**
 * The same pages in another of the site's languages (/ar/build-yours/...): that language's words and
 * prices, links under its prefix. A first segment that is no language's prefix is a CMS path.
 */
export async function translatedBuildYoursLoader(
  args: LoaderFunctionArgs,
): Promise<BuildYoursLoaderData | ResolvedPage> {
  const site = requestContext(args).data;
  const locale = await translatedLocale(site, args.params.language ?? "");
  const path = new URL(args.request.url).pathname;
  const routePath = locale?.prefix ? path.slice(locale.prefix.length) : "";
  const found = locale && routePath.startsWith("/build-yours") ? await site.buildYours?.(routePath, locale.code) : null;
  if (!locale || !found) return (await cmsPageLoader(args)) as ResolvedPage;
  if (found.kind === "redirect") throw redirect(`${locale.prefix}${found.to}`, 302);
  return { ...found, prefix: locale.prefix ?? "", routePath, language: locale.code };
}
