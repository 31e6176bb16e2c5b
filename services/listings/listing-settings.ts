import type { Kysely } from "kysely";
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from "../../model/listings/prices.ts";
import type { CurrencyService } from "../currency/index.ts";
import type { Database } from "../db/schema.ts";
import { settingsReader } from "../settings/index.ts";
import type { CompanyConfig } from "../../model/listings/company-config.ts";
import { readCompanyConfig } from "./company-config.ts";
import { readTranslations } from "./translations.ts";
import type { ShapeOptions } from "./vehicle-shape.ts";

/**
 * Stock settings from the settings table: `sl.owner_visible` (the owner_visible feature flag, default
 * on) and `sl.price_settings` (JSON, any of the PriceSettings fields). Broken JSON falls back to the
 * defaults, logged by the caller's logger when given.
 */
async function listingShapeOptions(
  db: Kysely<Database>,
  warn: (message: string) => void = () => {},
): Promise<Omit<ShapeOptions, "listKey">> {
  const reader = settingsReader(db);
  const parsed = (await reader.read("sl.price_settings", warn)) as Partial<PriceSettings> | null;
  const prices: PriceSettings = parsed
    ? { ...DEFAULT_PRICE_SETTINGS, ...parsed, double: { ...DEFAULT_PRICE_SETTINGS.double, ...parsed.double } }
    : DEFAULT_PRICE_SETTINGS;
  return { ownerVisible: (await reader.read("sl.owner_visible", warn)) !== "false", prices };
}

/** The stock settings of one database: shape options, company configurations, widget translations. */
export class ListingSettings {
  /** `currency`: the site's double price (rate from the exchange service), laid over the stored price settings. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly currency?: CurrencyService,
  ) {}

  async shapeOptions(warn?: (message: string) => void): Promise<Omit<ShapeOptions, "listKey">> {
    const options = await listingShapeOptions(this.db, warn);
    if (!this.currency || !options.prices) return options;
    return { ...options, prices: await this.currency.apply(options.prices) };
  }

  async companyConfig(company: string, warn?: (message: string) => void): Promise<CompanyConfig> {
    const config = await readCompanyConfig(this.db, company, warn);
    if (!this.currency) return config;
    return { ...config, price_settings: await this.currency.apply(config.price_settings) };
  }

  translations(id: string, warn?: (message: string) => void): Promise<Record<string, string> | null> {
    return readTranslations(this.db, id, warn);
  }
}
