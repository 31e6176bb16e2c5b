import type { Vin, VinEntry, VinPage, VinPageQuery } from "../../generated/contracts/entities/vin.ts";
import { routes } from "../../model/api/routes.ts";
import { call } from "./http.ts";

/** The VIN lists API (services/vin/vin-routes.ts): editors read the lists, admins upload and delete them. */
export type { Vin };

type VinPageRequest = Required<VinPageQuery>;

/** Where the browser downloads a list as CSV (a plain link: the server streams it). */
export function vinListDownloadUrl(list: string): string {
  return `/api/vins/${encodeURIComponent(list)}/download`;
}

export const vinsClient = {
  lists: async (): Promise<Vin[]> => (await call(routes.vinLists, {})).data.data,
  /**
   * Replaces (or creates) the list `list` with the CSV file. Sent as text/csv whatever type the
   * browser guessed for the file (some systems call a .csv application/vnd.ms-excel, or nothing).
   */
  upload: async (list: string, file: Blob, checkDigit: boolean): Promise<Vin> =>
    (
      await call(
        routes.vinListUpload,
        { params: { list }, query: checkDigit ? { check_digit: true } : {} },
        // A 403 is explained on the screen, not a trip to /no-access.
        { file: new Blob([file], { type: "text/csv" }), redirectOnForbidden: false },
      )
    ).data,
  /** One page of a list's VINs matching a search. */
  page: async (list: string, query: VinPageRequest): Promise<VinPage> =>
    (
      await call(routes.vinEntries, {
        params: { list },
        query: { q: query.q, match: query.match, offset: query.offset, limit: query.limit },
      })
    ).data,
  /** Adds one VIN, checked as an uploaded row is. */
  add: async (list: string, vin: string, checkDigit: boolean): Promise<VinEntry> =>
    (
      await call(
        routes.vinEntryAdd,
        { params: { list }, body: { vin, check_digit: checkDigit } },
        { redirectOnForbidden: false },
      )
    ).data,
  removeVin: async (list: string, vin: string): Promise<void> => {
    await call(routes.vinEntryDelete, { params: { list, vin } }, { redirectOnForbidden: false });
  },
  /** Deletes the whole list `list`. */
  remove: async (list: string): Promise<void> => {
    await call(routes.vinListDelete, { params: { list } }, { redirectOnForbidden: false });
  },
};
