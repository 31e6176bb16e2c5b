/**
 * The periodic payment of an amortised loan (seed 001: "a payment helper computes periodic payments
 * from rate, periods, present value, future value and type"), as spreadsheet PMT computes it:
 * `rate` per period, `periods` payments, `presentValue` borrowed, `futureValue` the balloon left at
 * the end, `type` 0 for payments at the end of each period, 1 at the start. Returns a positive amount.
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

export interface MiniFinanceInput {
  price: number;
  /** Deposit as a share of the price, 0.2 to 0.5 in steps of 0.05 (seed 002 finance calculator). */
  depositShare: number;
  /** Term in months. */
  months: number;
  /** Annual interest rate, e.g. 0.079. */
  annualRate: number;
  /** Balloon (guaranteed future value) as a share of the price. */
  balloonShare: number;
}

export interface MiniFinanceResult {
  deposit: number;
  amountOfCredit: number;
  balloon: number;
  monthlyPayment: number;
  totalPayable: number;
}

export function miniFinance(input: MiniFinanceInput): MiniFinanceResult {
  const deposit = Math.round(input.price * input.depositShare);
  const amountOfCredit = input.price - deposit;
  const balloon = Math.round(input.price * input.balloonShare);
  const monthlyPayment = periodicPayment(input.annualRate / 12, input.months, amountOfCredit, balloon);
  return {
    deposit,
    amountOfCredit,
    balloon,
    monthlyPayment,
    totalPayable: deposit + monthlyPayment * input.months + balloon,
  };
}
