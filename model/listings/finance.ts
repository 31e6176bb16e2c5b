import { periodicPayment } from "../finance/payment.ts";

// The payment helper lives with the finance blocks' maths; the showroom and its tests use it from here too.
export { periodicPayment };

export interface MiniFinanceInput {
  price: number;
  /** Deposit as a share of the price, 0.2 to 0.5 in steps of 0.05. */
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
