import type { Kysely } from "kysely";
import { defaultCompanyConfig, mergeCompanyConfig, type CompanyConfig } from "../../model/listings/company-config.ts";
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from "../../model/listings/prices.ts";
import type { Database } from "../db/schema.ts";

/** The company the public site itself renders for (the showroom page). */
export const SITE_COMPANY = "default";

/** A company name as the Company-Config header carries it. */
export const COMPANY_PATTERN = /^[a-z0-9][a-z0-9_]{0,59}$/;

function parse(raw: string | undefined, label: string, warn: (message: string) => void): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    warn(`Invalid JSON in ${label}; its defaults are used`);
    return undefined;
  }
}

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
  const rows = await db
    .selectFrom("settings")
    .select(["key", "value"])
    .where("key", "in", [
      "sl.price_settings",
      "sl.owner_visible",
      "sl.postcode_search",
      "sl.company_config",
      companyKey,
    ])
    .execute();
  const values = new Map(rows.map((row) => [row.key, row.value]));
  let config = defaultCompanyConfig(company);
  const prices = parse(values.get("sl.price_settings"), "sl.price_settings", warn);
  config = mergeCompanyConfig(config, {
    price_settings: prices ?? DEFAULT_PRICE_SETTINGS,
    features: {
      owner_visible: values.get("sl.owner_visible") !== "false",
      postcode_search: values.get("sl.postcode_search") === "true",
    },
  });
  config = mergeCompanyConfig(config, parse(values.get("sl.company_config"), "sl.company_config", warn));
  config = mergeCompanyConfig(config, parse(values.get(companyKey), companyKey, warn));
  return config;
}

/** Shape options for the listing API and the showroom from a company config. */
export function shapeOptionsOf(config: CompanyConfig): { prices: PriceSettings; ownerVisible: boolean } {
  return { prices: config.price_settings, ownerVisible: config.features.owner_visible };
}
