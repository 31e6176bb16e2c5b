/**
 * The double price's maths: a price times the rate, rounded by TRUNCATION to the
 * configured decimals (1,087.99 at 0 decimals is 1,087, never 1,088). Zero, negative and non-finite
 * prices or rates convert to nothing: like every other price, they render empty.
 */

/** Decimals a converted price may have. */
const MAX_DOUBLE_PRICE_DECIMALS = 4;

/**
 * `value` truncated to `decimals` places. The product is first read at 12 significant digits so that
 * binary noise (1000 * 1.0879 = 1087.8999999999999) does not lose a whole unit of the last place.
 */
export function truncateTo(value: number, decimals: number): number {
  const places = Math.min(Math.max(Math.trunc(decimals), 0), MAX_DOUBLE_PRICE_DECIMALS);
  const scale = 10 ** places;
  return Math.trunc(Number((value * scale).toPrecision(12))) / scale;
}

/** The converted amount, or null when the price or the rate is not positive. */
export function convertPrice(value: number | null | undefined, rate: number, decimals: number): number | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return null;
  if (!Number.isFinite(rate) || rate <= 0) return null;
  const converted = truncateTo(value * rate, decimals);
  return converted > 0 ? converted : null;
}
