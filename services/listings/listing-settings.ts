import type { Kysely } from "kysely";
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from "../../model/listings/prices.ts";
import type { CurrencyService } from "../currency/index.ts";
import type { Database } from "../db/schema.ts";
import { settingsReader } from "../settings/index.ts";
import type { CompanyConfig } from "../../model/listings/company-config.ts";
import { readCompanyConfig } from "./company-config.ts";
import { predefinedLinksOf, type PredefinedLink } from "../../model/listings/predefined-links.ts";
import { readTranslations } from "./translations.ts";
import type { ShapeOptions } from "./vehicle-shape.ts";
import { defaultLocale, normaliseLocales, resolvePageLocale } from "../../model/i18n/locales.ts";
import { priceSettingsFor } from "../../model/listings/price-wording.ts";

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
  return {
    ownerVisible: (await reader.read("sl.owner_visible", warn)) !== "false",
    prices,
    seatNames: await readSeatNames(db, warn),
  };
}

/** The site's names of seat counts (sl.seats_translations); null when unset or unreadable (logged). */
async function readSeatNames(
  db: Kysely<Database>,
  warn: (message: string) => void = () => {},
): Promise<Readonly<Record<string, string>> | null> {
  return (await settingsReader(db).read("sl.seats_translations", (message) =>
    warn(`sl.seats_translations: cannot parse, seat counts are written as "N seats" (${message})`),
  )) as Readonly<Record<string, string>> | null;
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

  /**
   * Shape options whose prices are worded in the language of a page (`path`, and the page's own
   * locale field when it has one) or of a `lang` code the stock API was asked for (decision 181).
   */
  async shapeOptionsIn(
    language: { path: string; locale?: string | null } | { code: string },
    warn?: (message: string) => void,
  ): Promise<Omit<ShapeOptions, "listKey">> {
    const [options, stored] = await Promise.all([
      this.shapeOptions(warn),
      settingsReader(this.db).read("site.locales", warn),
    ]);
    const locales = normaliseLocales(stored, warn);
    const code =
      "code" in language
        ? (locales.find((locale) => locale.code === language.code) ?? defaultLocale(locales)).code
        : resolvePageLocale(locales, language).code;
    if (!options.prices) return options;
    return { ...options, prices: priceSettingsFor(options.prices, code, code === defaultLocale(locales).code) };
  }

  async companyConfig(company: string, warn?: (message: string) => void): Promise<CompanyConfig> {
    const config = await readCompanyConfig(this.db, company, warn);
    if (!this.currency) return config;
    return { ...config, price_settings: await this.currency.apply(config.price_settings) };
  }

  /** The site's names of seat counts (sl.seats_translations). */
  seatNames(warn?: (message: string) => void): Promise<Readonly<Record<string, string>> | null> {
    return readSeatNames(this.db, warn);
  }

  /** sl.predefined_links: the stock locator's quick searches; none when unset or unreadable (logged). */
  async predefinedLinks(warn: (message: string) => void = () => {}): Promise<PredefinedLink[]> {
    const stored = await settingsReader(this.db).read("sl.predefined_links", (message) =>
      warn(`sl.predefined_links: ${message}; no quick searches are shown`),
    );
    return predefinedLinksOf(stored);
  }

  translations(id: string, warn?: (message: string) => void): Promise<Record<string, string> | null> {
    return readTranslations(this.db, id, warn);
  }
}
