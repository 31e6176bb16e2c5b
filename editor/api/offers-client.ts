import type { Offer, OfferImportReport, OfferWrite } from "../../generated/contracts/entities/offer.ts";
import { routes } from "../../model/api/routes.ts";
import { call } from "./http.ts";

/**
 * The offers API (services/offers/offers-routes.ts, decision 103): editors and viewers read the offers,
 * admins create, change and delete them (with If-Match of the row's revision) and import the feed at
 * the mena.offers_api_url setting.
 */
export type { Offer, OfferImportReport };

/** What the offer dialog sends: every field of an offer. */
export type OfferInput = Required<OfferWrite>;

/** The ETag of an offer at `revision`: what a change or delete sends as If-Match. */
const etagOf = (revision: number) => `"${revision}"`;
// A 403 is explained on the screen, not a trip to /no-access.
const write = { redirectOnForbidden: false } as const;

export const offersClient = {
  /** Every offer, by id. */
  list: async (): Promise<Offer[]> => (await call(routes.offers, {})).data.data,
  create: async (input: OfferInput): Promise<Offer> => (await call(routes.offerCreate, { body: input }, write)).data,
  /** Replaces the offer as it was at `revision`; 412 when someone changed it since. */
  update: async (id: string, revision: number, input: OfferInput): Promise<Offer> =>
    (await call(routes.offerUpdate, { params: { id }, body: input }, { ifMatch: etagOf(revision), ...write })).data,
  remove: async (id: string, revision: number): Promise<void> => {
    await call(routes.offerDelete, { params: { id } }, { ifMatch: etagOf(revision), ...write });
  },
  /** Imports the feed at mena.offers_api_url: the valid items upserted by id, the others reported. */
  importFeed: async (): Promise<OfferImportReport> => (await call(routes.offersImport, {}, write)).data,
};
