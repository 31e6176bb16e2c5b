import { data, redirect } from "react-router";
import { vehicleIdFromSlug } from "../../../model/listings/showroom-slug.ts";
import type { ShowroomData, SiteData } from "../../../model/site/site-data.ts";
import { defaultLocale, type SiteLocale } from "../../../model/i18n/locales.ts";

/** A publication list key as the listing API accepts it. */
const LIST_PATTERN = /^[a-z0-9-]{1,60}$/;
/** Postcode search inputs a showroom link carries on when the postcode-search feature is on. */
const POSTCODE_PARAMETERS = ["_postcode", "_state", "_retailer", "_locality"] as const;

export interface ShowroomLoaderData extends ShowroomData {
  /** The query the page's vehicle links carry: ?list= when not "all", and the postcode search when that feature is on. */
  linkQuery: string;
  /** The path prefix of the page's language (`/ar`), put before the page's own links; "" in the default language. */
  prefix: string;
}

/**
 * The showroom route (`/showroom/{slug}-{id}`): the vehicle of the publication list ("all", or
 * ?list=) with its similar vehicles. A wrong or missing slug for a valid id redirects (301) to the
 * canonical one, keeping the query; an unknown id or list is a 404.
 *
 * Under a language's prefix (`/ar/showroom/{slug}-{id}`, `language` = "ar") the page is that
 * language's: its labels from that language's widget translations, its links under the prefix. A
 * first segment that is no language's prefix is a 404.
 */
export async function loadShowroom(
  request: Request,
  segment: string | undefined,
  site: SiteData,
  authorization?: string,
  language?: string,
): Promise<ShowroomLoaderData> {
  const url = new URL(request.url);
  const id = vehicleIdFromSlug(segment ?? "");
  const list = url.searchParams.get("list") || "all";
  if (!id || !LIST_PATTERN.test(list) || !site.showroomVehicle) throw data(null, { status: 404 });
  const locale = language === undefined ? null : await translatedLocale(site, language);
  if (language !== undefined && !locale) throw data(null, { status: 404 });
  const prefix = locale?.prefix ?? "";
  const result = await site.showroomVehicle({ id, list, authorization, language: locale?.code });
  if (!result) throw data(null, { status: 404 });
  const canonical = `${prefix}${result.vehicle.link}`;
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  const query = new URLSearchParams();
  if (list !== "all") query.set("list", list);
  if (result.config.features.postcode_search) {
    for (const name of POSTCODE_PARAMETERS) {
      const value = url.searchParams.get(name);
      if (value) query.set(name, value);
    }
  }
  return { ...result, linkQuery: query.toString(), prefix };
}

/**
 * The site language whose prefix is `/<segment>`, or whose code is `<segment>` (the links the stock's
 * cards make; a prefix that differs from the code gets a redirect to it), when it is not the default one.
 */
export async function translatedLocale(site: SiteData, segment: string): Promise<SiteLocale | null> {
  const { locales } = await site.settings();
  const locale =
    locales.find((candidate) => candidate.prefix === `/${segment}`) ??
    locales.find((candidate) => candidate.prefix && candidate.code === segment);
  return locale && locale.code !== defaultLocale(locales).code ? locale : null;
}
