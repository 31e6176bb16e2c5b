import { data, redirect } from "react-router";
import { vehicleIdFromSlug } from "../../../model/listings/showroom-slug.ts";
import type { ShowroomData, SiteData } from "../../../model/site/site-data.ts";

/** A publication list key as the listing API accepts it. */
const LIST_PATTERN = /^[a-z0-9-]{1,60}$/;
/** Postcode search inputs a showroom link carries on when the postcode-search feature is on (seed 000). */
const POSTCODE_PARAMETERS = ["_postcode", "_state", "_retailer", "_locality"] as const;

export interface ShowroomLoaderData extends ShowroomData {
  /** The query the page's vehicle links carry: ?list= when not "all", and the postcode search when that feature is on. */
  linkQuery: string;
}

/**
 * The showroom route (`/showroom/{slug}-{id}`): the vehicle of the publication list ("all", or
 * ?list=) with its similar vehicles. A wrong or missing slug for a valid id redirects (301) to the
 * canonical one, keeping the query; an unknown id or list is a 404.
 */
export async function loadShowroom(
  request: Request,
  segment: string | undefined,
  site: SiteData,
  authorization?: string,
): Promise<ShowroomLoaderData> {
  const url = new URL(request.url);
  const id = vehicleIdFromSlug(segment ?? "");
  const list = url.searchParams.get("list") || "all";
  if (!id || !LIST_PATTERN.test(list) || !site.showroomVehicle) throw data(null, { status: 404 });
  const result = await site.showroomVehicle({ id, list, authorization });
  if (!result) throw data(null, { status: 404 });
  if (url.pathname !== result.vehicle.link) throw redirect(`${result.vehicle.link}${url.search}`, 301);
  const query = new URLSearchParams();
  if (list !== "all") query.set("list", list);
  if (result.config.features.postcode_search) {
    for (const name of POSTCODE_PARAMETERS) {
      const value = url.searchParams.get(name);
      if (value) query.set(name, value);
    }
  }
  return { ...result, linkQuery: query.toString() };
}
