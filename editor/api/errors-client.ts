import type { BrowserError } from "../../generated/contracts/entities/browser-error.ts";
import { routes } from "../../model/api/routes.ts";
import { call } from "./http.ts";

/** Errors from visitors' browsers (services/diagnostics): admins read them, most recently seen first. */
export type { BrowserError };

export const errorsClient = {
  latest: async (): Promise<BrowserError[]> => (await call(routes.browserErrors, {})).data.data,
};
