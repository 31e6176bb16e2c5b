import type { Vin, VinEntry, VinLists, VinPage } from "../../generated/contracts/entities/vin.ts";
import { request } from "./http.ts";

/** The VIN lists API (services/vin/vin-routes.ts): editors read the lists, admins upload and delete them. */
export type { Vin };

interface VinPageRequest {
  q: string;
  match: "prefix" | "contains";
  offset: number;
  limit: number;
}

/** Where the browser downloads a list as CSV (a plain link: the server streams it). */
export function vinListDownloadUrl(list: string): string {
  return `/api/vins/${encodeURIComponent(list)}/download`;
}

export const vinsClient = {
  lists: async (): Promise<Vin[]> => (await request<VinLists>("/api/vins")).data.data,
  /**
   * Replaces (or creates) the list `list` with the CSV file. Sent as text/csv whatever type the
   * browser guessed for the file (some systems call a .csv application/vnd.ms-excel, or nothing).
   */
  upload: async (list: string, file: Blob, checkDigit: boolean): Promise<Vin> =>
    (
      await request<Vin>(`/api/vins/${encodeURIComponent(list)}${checkDigit ? "?check_digit=true" : ""}`, {
        method: "PUT",
        file: new Blob([file], { type: "text/csv" }),
        // A 403 is explained on the screen, not a trip to /no-access.
        redirectOnForbidden: false,
      })
    ).data,
  /** One page of a list's VINs matching a search. */
  page: async (list: string, query: VinPageRequest): Promise<VinPage> => {
    const params = new URLSearchParams({
      q: query.q,
      match: query.match,
      offset: String(query.offset),
      limit: String(query.limit),
    });
    return (await request<VinPage>(`/api/vins/${encodeURIComponent(list)}/entries?${params}`)).data;
  },
  /** Adds one VIN, checked as an uploaded row is. */
  add: async (list: string, vin: string, checkDigit: boolean): Promise<VinEntry> =>
    (
      await request<VinEntry>(`/api/vins/${encodeURIComponent(list)}/entries`, {
        method: "POST",
        body: { vin, check_digit: checkDigit },
        redirectOnForbidden: false,
      })
    ).data,
  removeVin: async (list: string, vin: string): Promise<void> => {
    await request<null>(`/api/vins/${encodeURIComponent(list)}/entries/${encodeURIComponent(vin)}`, {
      method: "DELETE",
      redirectOnForbidden: false,
    });
  },
  /** Deletes the whole list `list`. */
  remove: async (list: string): Promise<void> => {
    await request<null>(`/api/vins/${encodeURIComponent(list)}`, { method: "DELETE", redirectOnForbidden: false });
  },
};
