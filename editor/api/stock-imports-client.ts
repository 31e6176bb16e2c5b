import type {
  StockFeedImport,
  StockFeedPublicationList,
  StockFeedUrlImport,
} from "../../generated/contracts/entities/stock-feed.ts";
import { routes } from "../../model/api/routes.ts";
import { call } from "./http.ts";

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
  lists: async (): Promise<PublicationList[]> => (await call(routes.stockLists, {})).data.data,
  latest: async (): Promise<StockImport[]> => (await call(routes.stockImports, {})).data.data,
  read: async (id: string): Promise<StockImport> => (await call(routes.stockImport, { params: { id } })).data.data,
  /** Sends the file as the chosen format's content type, whatever type the browser guessed for it. */
  upload: async (file: File, choice: ImportChoice): Promise<StockImport> =>
    (
      await call(
        routes.stockImportUpload,
        {
          query: {
            mode: choice.mode,
            format: choice.format,
            name: file.name.slice(0, 200),
            ...(choice.forceSwitch ? { force_switch: true } : {}),
          },
        },
        { file: new Blob([file], { type: CONTENT_TYPES[choice.format] }), redirectOnForbidden: false },
      )
    ).data.data,
  fromUrl: async (url: string, choice: ImportChoice): Promise<StockImport> => {
    const body: StockFeedUrlImport = {
      url,
      mode: choice.mode,
      format: choice.format,
      force_switch: choice.forceSwitch,
    };
    return (await call(routes.stockImportFromUrl, { body }, { redirectOnForbidden: false })).data.data;
  },
  switchAnyway: async (id: string): Promise<StockImport> =>
    (await call(routes.stockImportSwitchAnyway, { params: { id } }, { redirectOnForbidden: false })).data.data,
};
