import type { Vin, VinLists } from "../../generated/contracts/entities/vin.ts";
import { request } from "./http.ts";

/** The VIN lists API (services/vin/vin-routes.ts): editors read the lists, admins upload and delete them. */
export type { Vin };

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
  /** Deletes the whole list `list`. */
  remove: async (list: string): Promise<void> => {
    await request<null>(`/api/vins/${encodeURIComponent(list)}`, { method: "DELETE", redirectOnForbidden: false });
  },
};
