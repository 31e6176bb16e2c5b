/** The currency domain's public surface: the exchange rate fetch and the site's double price (decision 112). */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { SiteRevisionReader } from "../foundation/site-revisions.ts";
import { CurrencyService } from "./double-price.ts";
import { createExchangeFetch } from "./exchange-client.ts";

export type { CurrencyService } from "./double-price.ts";

/** One currency service per process: its rate cache is shared by the listing API, the stock locator and the showroom. */
export function createCurrencyService(
  db: Kysely<Database>,
  revisions: SiteRevisionReader,
  options: { revisionTtlMs?: number } = {},
): CurrencyService {
  return new CurrencyService(db, revisions, createExchangeFetch(), options);
}
