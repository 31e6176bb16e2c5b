/** The currency domain's public surface: the exchange rate fetch and the site's double price (decision 112). */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { SiteRevisionReader } from "../foundation/site-revisions.ts";
import { CurrencyService } from "./double-price.ts";
import { createExchangeFetch } from "./exchange-client.ts";

export { CurrencyService, CURRENCY_SETTING_KEYS, type DoublePriceOverride } from "./double-price.ts";
export {
  createExchangeFetch,
  exchangeUrl,
  EXCHANGE_FAILURE_TTL_MS,
  EXCHANGE_TIMEOUT_MS,
  EXCHANGE_TTL_MS,
  type ExchangeFetch,
  type ExchangeSource,
} from "./exchange-client.ts";

/** One currency service per process: its rate cache is shared by the listing API, the stock locator and the showroom. */
export function createCurrencyService(
  db: Kysely<Database>,
  revisions: SiteRevisionReader,
  options: { revisionTtlMs?: number } = {},
): CurrencyService {
  return new CurrencyService(db, revisions, createExchangeFetch(), options);
}
