import type { Location, LocationLocationList } from "../../generated/contracts/entities/location.ts";
import { request } from "./http.ts";

/**
 * The retailer locations (GET and POST /locations, PUT and DELETE /locations/{id}), which
 * forms' location mappings read to prefill fields. A location is an id plus free attributes.
 */
export type { Location };

const one = (id: string) => `/locations/${encodeURIComponent(id)}`;

export const locationsClient = {
  list: async (): Promise<Location[]> => (await request<LocationLocationList>("/locations")).data.data,
  create: async (attributes: Record<string, unknown>): Promise<Location> =>
    (await request<Location>("/locations", { method: "POST", body: { attributes } })).data,
  /** Replaces every attribute of the location. */
  update: async (id: string, attributes: Record<string, unknown>): Promise<Location> =>
    (await request<Location>(one(id), { method: "PUT", body: { attributes } })).data,
  remove: async (id: string): Promise<void> => {
    await request<void>(one(id), { method: "DELETE" });
  },
};
