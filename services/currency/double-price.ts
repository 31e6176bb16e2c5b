import type { Kysely } from "kysely";
import { DEFAULT_EXCHANGE_KEYS, isRateInForce } from "../../model/currency/index.ts";
import { DEFAULT_TIME_ZONE, isTimeZone } from "../../model/dynamic-content/index.ts";
import type { DoublePriceSettings, PriceSettings } from "../../model/listings/prices.ts";
import type { Database } from "../db/schema.ts";
import { cachedFor } from "../foundation/revision-cache.ts";
import { REVISION_TTL_MS, type SiteRevisionReader } from "../foundation/site-revisions.ts";
import { settingsReader } from "../settings/index.ts";
import type { ExchangeFetch } from "./exchange-client.ts";

/** The settings the double price is read from (schemas/settings.schema.json). */
const CURRENCY_SETTING_KEYS = [
  "currency_exchange.api_url",
  "currency_exchange.response_key",
  "currency_exchange.start_date_key",
  "double_price.enabled",
  "double_price.symbol",
  "double_price.rate",
  "double_price.decimals",
  "double_price.css_class",
  // Where a start date without an offset is read (decision 118), as offer schedules do.
  "site.time_zone",
] as const;

type CurrencySettingKey = (typeof CURRENCY_SETTING_KEYS)[number];
type Values = Partial<Record<CurrencySettingKey, string>>;

/** What the double price settings change over a company's price settings, and what that depends on. */
export interface DoublePriceOverride {
  /** Fields to lay over PriceSettings.double; empty: the stored price settings stand. */
  double: Partial<DoublePriceSettings>;
  /**
   * Changes whenever the converted prices would: the rate fetched and the settings. Joins the site
   * settings revision, which keys the HTML cache. "" when no double-price setting is set.
   */
  revision: string;
}

/**
 * The double price of the site (decision 112):
 * - currency_exchange.api_url set: the rate comes from GET {api_url}/currency-exchange (keys from
 *   currency_exchange.response_key and .start_date_key), and the double price shows unless
 *   double_price.enabled is "false". When the rate cannot be had the double price is off: the plain
 *   prices show, the page never fails.
 * - no api_url: double_price.enabled "true" shows it with double_price.rate (default 1).
 * double_price.symbol, .decimals and .css_class apply either way. Stored values that break their
 * schema are logged and ignored.
 * A fetched rate applies only from its start date (decision 118): before it, nothing is converted, and
 * the revision changes at that instant, so the HTML cache renders the converted prices from then on.
 */
export class CurrencyService {
  readonly #settingsRevision: () => Promise<number>;
  #values: { revision: number; values: Promise<Values> } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    revisions: SiteRevisionReader,
    private readonly exchange: ExchangeFetch,
    private readonly options: { warn?: (message: string) => void; revisionTtlMs?: number; now?: () => number } = {},
  ) {
    this.#settingsRevision = cachedFor(options.revisionTtlMs ?? REVISION_TTL_MS, () => revisions.one("settings"));
  }

  /** The stored currency settings, read again only when the settings revision moves. */
  async #read(): Promise<Values> {
    const revision = await this.#settingsRevision();
    if (this.#values?.revision !== revision) {
      const values = settingsReader(this.db)
        .texts(CURRENCY_SETTING_KEYS, (message) => this.options.warn?.(`${message}; the setting is ignored`))
        .then((texts) => this.#trimmed(texts));
      this.#values = { revision, values };
      values.catch(() => {
        if (this.#values?.values === values) this.#values = null;
      });
    }
    return this.#values.values;
  }

  #trimmed(texts: ReadonlyMap<string, string>): Values {
    const values: Values = {};
    for (const [key, text] of texts) if (text.trim() !== "") values[key as CurrencySettingKey] = text.trim();
    return values;
  }

  /** What the double price settings lay over a company's price settings now. */
  async override(): Promise<DoublePriceOverride> {
    const values = await this.#read();
    const double: Partial<DoublePriceSettings> = {};
    if (values["double_price.symbol"]) double.symbol = values["double_price.symbol"];
    if (values["double_price.decimals"]) double.decimals = Number(values["double_price.decimals"]);
    if (values["double_price.css_class"]) double.className = values["double_price.css_class"];
    const apiUrl = values["currency_exchange.api_url"];
    if (apiUrl) {
      const exchange =
        values["double_price.enabled"] === "false"
          ? null
          : await this.exchange({
              apiUrl,
              responseKey: values["currency_exchange.response_key"] ?? DEFAULT_EXCHANGE_KEYS.responseKey,
              startDateKey: values["currency_exchange.start_date_key"] ?? DEFAULT_EXCHANGE_KEYS.startDateKey,
              timeZone: timeZoneOf(values["site.time_zone"]),
            });
      if (exchange && isRateInForce(exchange, (this.options.now ?? Date.now)())) {
        double.enabled = true;
        double.rate = exchange.rate;
      } else double.enabled = false;
    } else {
      if (values["double_price.enabled"]) double.enabled = values["double_price.enabled"] === "true";
      if (values["double_price.rate"]) double.rate = Number(values["double_price.rate"]);
    }
    const revision = Object.keys(double).length === 0 ? "" : `x${digest(JSON.stringify(double))}`;
    return { double, revision };
  }

  /** `prices` with the site's double price laid over it. */
  async apply(prices: PriceSettings): Promise<PriceSettings> {
    const { double } = await this.override();
    return Object.keys(double).length === 0 ? prices : { ...prices, double: { ...prices.double, ...double } };
  }
}

function timeZoneOf(value: string | undefined): string {
  return value && isTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}

/** A short non-cryptographic digest (FNV-1a): it only has to change when the double price does. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}
