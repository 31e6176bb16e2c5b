import { convertPrice, truncateTo } from "../currency/index.ts";

/**
 * Price strings: currency symbol '€', thousands delimiter ',',
 * format '% ^' (% the amount, ^ the symbol); lease '% ^ / Month'; subscribe 'from % ^ / Month'; a
 * full price string begins 'From'. A price of zero or less renders as empty. A second ("double")
 * price converts with a rate and decimals (defaults EUR, 1, 0), rounding by truncation, and is drawn
 * in an element of the class `className` (default 'price-exchange-class'); services/currency sets the
 * rate from the currency-exchange service when one is configured.
 */
export interface PriceSettings {
  symbol: string;
  delimiter: string;
  format: string;
  leaseFormat: string;
  subscribeFormat: string;
  fullPrefix: string;
  double: DoublePriceSettings;
  /**
   * The wording of other languages by locale code (decision 181): any of symbol, delimiter, format,
   * leaseFormat, subscribeFormat and fullPrefix; priceSettingsFor (price-wording.ts) applies them.
   */
  locales?: Readonly<Record<string, unknown>>;
}

export interface DoublePriceSettings {
  enabled: boolean;
  symbol: string;
  rate: number;
  decimals: number;
  /** The class of the element holding the converted price. */
  className: string;
}

export const DEFAULT_DOUBLE_PRICE: DoublePriceSettings = {
  enabled: false,
  symbol: "EUR",
  rate: 1,
  decimals: 0,
  className: "price-exchange-class",
};

export const DEFAULT_PRICE_SETTINGS: PriceSettings = {
  symbol: "€",
  delimiter: ",",
  format: "% ^",
  leaseFormat: "% ^ / Month",
  subscribeFormat: "from % ^ / Month",
  fullPrefix: "From",
  double: DEFAULT_DOUBLE_PRICE,
};

export type PriceStringType = "price" | "full_string" | "lease_full_string" | "lease_short_string" | "offer_string";

function groupDigits(amount: number, delimiter: string, decimals = 0): string {
  const truncated = truncateTo(amount, decimals);
  const [whole, fraction] = truncated.toFixed(decimals).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, delimiter);
  return fraction ? `${grouped}.${fraction}` : grouped;
}

function apply(format: string, amount: string, symbol: string): string {
  return format.replace("%", amount).replace("^", symbol).trim();
}

/** The amount in the site's currency format; empty for null, zero or negative prices. */
export function formatPrice(
  value: number | null | undefined,
  type: PriceStringType = "price",
  settings: PriceSettings = DEFAULT_PRICE_SETTINGS,
): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return "";
  const amount = groupDigits(value, settings.delimiter);
  switch (type) {
    case "price":
    case "offer_string":
      return apply(settings.format, amount, settings.symbol);
    case "full_string":
      return `${settings.fullPrefix} ${apply(settings.format, amount, settings.symbol)}`;
    case "lease_full_string":
      return apply(settings.leaseFormat, amount, settings.symbol);
    case "lease_short_string":
      return apply(settings.format, amount, settings.symbol);
  }
}

export function formatSubscribePrice(
  value: number | null | undefined,
  settings: PriceSettings = DEFAULT_PRICE_SETTINGS,
): string {
  if (value === null || value === undefined || value <= 0) return "";
  return apply(settings.subscribeFormat, groupDigits(value, settings.delimiter), settings.symbol);
}

/** Which string a converted price is written in: a one-off price, a lease or a subscription per month. */
export type DoublePriceKind = "price" | "lease" | "subscribe";

/**
 * The converted second price (e.g. for visitors used to another currency) in the same string as the
 * price beside it ('% ^', '% ^ / Month', 'from % ^ / Month') with the double price's symbol; empty
 * when disabled or not positive.
 */
export function formatDoublePrice(
  value: number | null | undefined,
  settings: PriceSettings = DEFAULT_PRICE_SETTINGS,
  kind: DoublePriceKind = "price",
): string {
  if (!settings.double.enabled) return "";
  const converted = convertPrice(value, settings.double.rate, settings.double.decimals);
  if (converted === null) return "";
  const format =
    kind === "lease" ? settings.leaseFormat : kind === "subscribe" ? settings.subscribeFormat : settings.format;
  return apply(format, groupDigits(converted, settings.delimiter, settings.double.decimals), settings.double.symbol);
}
