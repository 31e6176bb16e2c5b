import { FINANCE_PRODUCTS, type FinanceProduct } from "../finance/products.ts";
import { DEPOSIT_STEP, financeQuote, toMinor } from "../finance/quote.ts";

/**
 * How the buyer means to pay for the vehicle: cash, or one of the finance products the site offers
 * (the finance calculators' catalogue) with a deposit and a term. The buyer sends only the choice;
 * the quote stored with the order is computed on the server from the vehicle's price, so the figures
 * the retailer reads are the ones the calculators give, whatever a browser sent.
 */
export type FinanceChoice =
  { type: "cash" } | { type: "finance"; product: string; deposit_percent: number; years: number };

/** The finance choice as the order keeps it: the choice and its quote, money in minor units. */
export type StoredFinance =
  | { type: "cash" }
  | {
      type: "finance";
      product: string;
      product_name: string;
      deposit_percent: number;
      years: number;
      interest_rate: number;
      currency: string;
      on_the_road_price: number;
      total_deposit: number;
      total_amount_of_credit: number;
      monthly_payment: number;
      monthly_payments: number;
      final_payment: number;
      total_amount_payable: number;
    };

/** The default offer when the site names none: the demo market's flat-rate loan. */
const DEFAULT_FINANCE_PRODUCTS = "ae-flat";

/** The offered products from the setting (comma-separated catalogue keys); unknown keys are left out. */
export function offeredFinanceProducts(setting: string | undefined): FinanceProduct[] {
  const keys = (setting ?? DEFAULT_FINANCE_PRODUCTS)
    .split(",")
    .map((key) => key.trim())
    .filter(Boolean);
  return keys.flatMap((key) => FINANCE_PRODUCTS.filter((product) => product.key === key));
}

/** The deposit percentages a product allows, in steps of DEPOSIT_STEP. */
export function depositChoices(product: FinanceProduct): number[] {
  const choices: number[] = [];
  for (let value = product.deposit_min; value <= product.deposit_max; value += DEPOSIT_STEP) choices.push(value);
  return choices;
}

/** The terms in whole years a product allows. */
export function yearChoices(product: FinanceProduct): number[] {
  const choices: number[] = [];
  for (let value = product.years_min; value <= product.years_max; value += 1) choices.push(value);
  return choices;
}

/** Why a finance choice cannot be quoted (its field and a sentence for the buyer), or null. */
export function financeChoiceProblem(
  choice: FinanceChoice,
  offered: readonly FinanceProduct[],
): { field: string; message: string } | null {
  if (choice.type === "cash") return null;
  const product = offered.find((candidate) => candidate.key === choice.product);
  if (!product) return { field: "product", message: "Choose one of the finance products offered for this vehicle." };
  if (!depositChoices(product).includes(choice.deposit_percent))
    return {
      field: "deposit_percent",
      message: `The deposit must be ${product.deposit_min} to ${product.deposit_max} percent in steps of ${DEPOSIT_STEP}.`,
    };
  if (!yearChoices(product).includes(choice.years))
    return { field: "years", message: `The term must be ${product.years_min} to ${product.years_max} years.` };
  return null;
}

/** The stored finance choice of a valid `choice` for a vehicle priced `price` whole currency units. */
export function storedFinance(
  choice: FinanceChoice,
  product: FinanceProduct | undefined,
  price: number,
): StoredFinance {
  if (choice.type === "cash" || !product) return { type: "cash" };
  const quote = financeQuote({
    product,
    price: toMinor(price, product.currency),
    depositPercent: choice.deposit_percent,
    years: choice.years,
  });
  return {
    type: "finance",
    product: product.key,
    product_name: product.name,
    deposit_percent: quote.depositPercent,
    years: quote.years,
    interest_rate: quote.interestRate,
    currency: quote.currency,
    on_the_road_price: quote.onTheRoadPrice,
    total_deposit: quote.totalDeposit,
    total_amount_of_credit: quote.totalAmountOfCredit,
    monthly_payment: quote.monthlyPayment,
    monthly_payments: quote.monthlyPayments,
    final_payment: quote.finalPayment,
    total_amount_payable: quote.totalAmountPayable,
  };
}
