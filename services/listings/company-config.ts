import type { Kysely } from "kysely";
import { defaultCompanyConfig, mergeCompanyConfig, type CompanyConfig } from "../../model/listings/company-config.ts";
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from "../../model/listings/prices.ts";
import type { Database } from "../db/schema.ts";
import { settingsReader } from "../settings/index.ts";

/** The company the public site itself renders for (the showroom page). */
export const SITE_COMPANY = "default";

/** A company name as the Company-Config header carries it. */
export const COMPANY_PATTERN = /^[a-z0-9][a-z0-9_]{0,59}$/;

/**
 * A company's stock locator configuration from settings, over the seed's defaults:
 * - `sl.price_settings` (JSON, PriceSettings fields) and `sl.owner_visible` (the owner_visible flag,
 *   default on): the same settings the listing API shapes vehicles with;
 * - `sl.postcode_search` ("true" turns the postcode search feature on);
 * - `sl.company_config` (JSON, any CompanyConfig fields) for every company, then
 *   `sl.company_config.<company>` for one company.
 * Broken JSON is logged and ignored; values of the wrong type keep their defaults.
 */
export async function readCompanyConfig(
  db: Kysely<Database>,
  company: string,
  warn: (message: string) => void = () => {},
): Promise<CompanyConfig> {
  const companyKey = `sl.company_config.${company}`;
  const reader = settingsReader(db);
  const logged = (message: string) => warn(`${message}; its defaults are used`);
  let config = defaultCompanyConfig(company);
  config = mergeCompanyConfig(config, {
    price_settings: (await reader.read("sl.price_settings", logged)) ?? DEFAULT_PRICE_SETTINGS,
    features: {
      owner_visible: (await reader.read("sl.owner_visible", logged)) !== "false",
      postcode_search: (await reader.read("sl.postcode_search", logged)) === "true",
    },
  });
  config = mergeCompanyConfig(config, (await reader.read("sl.company_config", logged)) ?? undefined);
  config = mergeCompanyConfig(
    config,
    (await reader.readMember("sl.company_config.*", companyKey, logged)) ?? undefined,
  );
  return config;
}

/** Shape options for the listing API and the showroom from a company config. */
export function shapeOptionsOf(config: CompanyConfig): { prices: PriceSettings; ownerVisible: boolean } {
  return { prices: config.price_settings, ownerVisible: config.features.owner_visible };
}
