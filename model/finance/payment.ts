/**
 * The periodic payment of an amortised loan ("a payment helper computes periodic payments
 * from rate, periods, present value, future value and type"), as spreadsheet PMT computes it:
 * `rate` per period, `periods` payments, `presentValue` borrowed, `futureValue` the balloon left at
 * the end, `type` 0 for payments at the end of each period, 1 at the start. Returns a positive amount.
 * Shared by the showroom's mini calculator and the finance blocks (model/finance/quote.ts).
 */
export function periodicPayment(
  rate: number,
  periods: number,
  presentValue: number,
  futureValue = 0,
  type: 0 | 1 = 0,
): number {
  if (periods <= 0) return 0;
  if (rate === 0) return (presentValue - futureValue) / periods;
  const growth = (1 + rate) ** periods;
  return ((presentValue * growth - futureValue) * rate) / ((growth - 1) * (1 + rate * type));
}
