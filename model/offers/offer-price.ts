import { DEFAULT_PRICE_SETTINGS, formatPrice } from "../listings/prices.ts";

/** Currencies whose minor unit is not a hundredth (ISO 4217): the Gulf dinars and rials use thousandths. */
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  IQD: 3,
  LYD: 3,
  TND: 3,
  JPY: 0,
};

/**
 * An offer price (integer minor units plus an ISO currency) in the site's price format with the
 * currency code as symbol; whole units only, truncated like every other price.
 * Zero or less renders as empty.
 */
export function formatOfferPrice(amount: number, currency: string): string {
  const whole = Math.trunc(amount / 10 ** (MINOR_DIGITS[currency] ?? 2));
  return formatPrice(whole, "price", { ...DEFAULT_PRICE_SETTINGS, symbol: currency });
}
