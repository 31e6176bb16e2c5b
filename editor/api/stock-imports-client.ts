import type {
  StockFeedAnswer,
  StockFeedImport,
  StockFeedList,
  StockFeedPublicationList,
  StockFeedPublicationLists,
  StockFeedUrlImport,
} from "../../generated/contracts/entities/stock-feed.ts";
import { request } from "./http.ts";

/** The stock imports API (services/listings/stock-import-routes.ts): admins start imports and follow them. */
export type StockImport = StockFeedImport;

export interface ImportChoice {
  mode: "full" | "delta";
  format: "ndjson" | "csv";
  forceSwitch: boolean;
}

const CONTENT_TYPES = { ndjson: "application/x-ndjson", csv: "text/csv" } as const;

/** A publication list of the published stock (GET /api/stock/lists). */
type PublicationList = StockFeedPublicationList;

export const stockImportsClient = {
  /** The publication lists the stock holds, for a block's list picker (editors may read them). */
  lists: async (): Promise<PublicationList[]> =>
    (await request<StockFeedPublicationLists>("/api/stock/lists")).data.data,
  latest: async (): Promise<StockImport[]> => (await request<StockFeedList>("/api/stock/imports")).data.data,
  read: async (id: string): Promise<StockImport> =>
    (await request<StockFeedAnswer>(`/api/stock/imports/${encodeURIComponent(id)}`)).data.data,
  /** Sends the file as the chosen format's content type, whatever type the browser guessed for it. */
  upload: async (file: File, choice: ImportChoice): Promise<StockImport> => {
    const query = new URLSearchParams({
      mode: choice.mode,
      format: choice.format,
      name: file.name.slice(0, 200),
      ...(choice.forceSwitch ? { force_switch: "true" } : {}),
    });
    return (
      await request<StockFeedAnswer>(`/api/stock/imports?${query}`, {
        method: "POST",
        file: new Blob([file], { type: CONTENT_TYPES[choice.format] }),
        redirectOnForbidden: false,
      })
    ).data.data;
  },
  fromUrl: async (url: string, choice: ImportChoice): Promise<StockImport> => {
    const body: StockFeedUrlImport = {
      url,
      mode: choice.mode,
      format: choice.format,
      force_switch: choice.forceSwitch,
    };
    return (
      await request<StockFeedAnswer>("/api/stock/imports/url", { method: "POST", body, redirectOnForbidden: false })
    ).data.data;
  },
  switchAnyway: async (id: string): Promise<StockImport> =>
    (
      await request<StockFeedAnswer>(`/api/stock/imports/${encodeURIComponent(id)}/switch_anyway`, {
        method: "POST",
        redirectOnForbidden: false,
      })
    ).data.data,
};
