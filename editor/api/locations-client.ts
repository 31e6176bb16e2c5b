import type { Location } from "../../generated/contracts/entities/location.ts";
import { routes } from "../../model/api/routes.ts";
import { call } from "./http.ts";

/**
 * The retailer locations (GET and POST /locations, PUT and DELETE /locations/{id}), which
 * forms' location mappings read to prefill fields. A location is an id plus free attributes.
 */
export type { Location };

export const locationsClient = {
  list: async (): Promise<Location[]> => (await call(routes.locations, {})).data.data,
  create: async (attributes: Record<string, unknown>): Promise<Location> =>
    (await call(routes.locationCreate, { body: { attributes } })).data,
  /** Replaces every attribute of the location. */
  update: async (id: string, attributes: Record<string, unknown>): Promise<Location> =>
    (await call(routes.locationUpdate, { params: { id }, body: { attributes } })).data,
  remove: async (id: string): Promise<void> => {
    await call(routes.locationDelete, { params: { id } });
  },
};
