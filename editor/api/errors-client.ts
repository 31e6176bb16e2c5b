import type { BrowserError, BrowserErrorList } from "../../generated/contracts/entities/browser-error.ts";
import { request } from "./http.ts";

/** Errors from visitors' browsers (services/diagnostics): admins read them, most recently seen first. */
export type { BrowserError };

export const errorsClient = {
  latest: async (): Promise<BrowserError[]> => (await request<BrowserErrorList>("/api/browser-errors")).data.data,
};
