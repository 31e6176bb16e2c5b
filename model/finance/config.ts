import type { FinanceProduct } from "./products.ts";
import { DEPOSIT_DEFAULT, DEPOSIT_STEP, YEARS_DEFAULT, type FinanceQuote } from "./quote.ts";

/**
 * The Finance calculator's JSON configuration fields read into what the block draws. The block schema
 * refuses a malformed field before it is stored (path of the problem in the error); this reader only
 * narrows the editor's limits into the product's (20 to 50 percent in steps of 5, 4 to 7 years).
 */
export interface ChoiceLimits {
  label: string;
  min: number;
  max: number;
  step: number;
  initial: number;
}

export interface FinanceInputs {
  deposit: ChoiceLimits;
  duration: ChoiceLimits;
  rate: { label: string; value: number };
}

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose => (typeof value === "object" && value !== null ? (value as Loose) : {});
const whole = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;
const text = (value: unknown, fallback: string): string =>
  typeof value === "string" && value.trim() !== "" ? value : fallback;

function limits(
  config: Loose,
  label: string,
  bounds: { min: number; max: number; step: number; initial: number },
): ChoiceLimits {
  const snap = (value: number) =>
    Math.min(
      bounds.max,
      Math.max(bounds.min, bounds.min + Math.round((value - bounds.min) / bounds.step) * bounds.step),
    );
  const min = snap(whole(config.min) ?? bounds.min);
  const max = Math.max(min, snap(whole(config.max) ?? bounds.max));
  const initial = Math.min(max, Math.max(min, snap(whole(config.default) ?? bounds.initial)));
  return { label: text(config.label, label), min, max, step: bounds.step, initial };
}

export function financeInputs(product: FinanceProduct, json: unknown): FinanceInputs {
  const config = record(json);
  const rate = record(config.interest_rate);
  return {
    deposit: limits(record(config.down_payment), "Deposit", {
      min: product.deposit_min,
      max: product.deposit_max,
      step: DEPOSIT_STEP,
      initial: DEPOSIT_DEFAULT,
    }),
    duration: limits(record(config.duration), "Duration", {
      min: product.years_min,
      max: product.years_max,
      step: 1,
      initial: YEARS_DEFAULT,
    }),
    rate: { label: text(rate.label, "Interest rate"), value: whole(rate.value) ?? product.default_rate },
  };
}

/** The nine figures of finance_product_output, in the seed's order, with their default labels. */
const OUTPUT_FIGURES = [
  ["monthly_payment", "Monthly payment"],
  ["on_the_road_price", "On-the-road price"],
  ["total_deposit", "Total deposit"],
  ["cash_deposit", "Cash deposit"],
  ["total_amount_of_credit", "Total amount of credit"],
  ["monthly_payments", "Number of monthly payments"],
  ["duration_of_agreement", "Duration of agreement"],
  ["interest_rate", "Interest rate"],
  ["created_at", "Quote created"],
] as const;

export type OutputFigure = (typeof OUTPUT_FIGURES)[number][0];

/** The figures to show with their labels: a missing label keeps the default, an empty one hides the figure. */
export function outputLabels(json: unknown): { key: OutputFigure; label: string }[] {
  const config = record(json);
  return OUTPUT_FIGURES.flatMap(([key, fallback]) => {
    const label = config[key];
    if (typeof label !== "string") return [{ key, label: fallback }];
    return label.trim() === "" ? [] : [{ key, label }];
  });
}

/** A quote's figure as text; money through `money`, counts and rates as the product's market writes them. */
export function figureText(
  key: Exclude<OutputFigure, "created_at">,
  quote: FinanceQuote,
  money: (minor: number) => string,
  locale: string,
  /** A number of months as text in the page's language. */
  months: (count: number) => string = (count) => `${count} months`,
): string {
  switch (key) {
    case "monthly_payment":
      return money(quote.monthlyPayment);
    case "on_the_road_price":
      return money(quote.onTheRoadPrice);
    case "total_deposit":
      return money(quote.totalDeposit);
    case "cash_deposit":
      return money(quote.cashDeposit);
    case "total_amount_of_credit":
      return money(quote.totalAmountOfCredit);
    case "monthly_payments":
      return String(quote.monthlyPayments);
    case "duration_of_agreement":
      return months(quote.durationOfAgreement);
    case "interest_rate":
      return `${quote.interestRate.toLocaleString(locale, { maximumFractionDigits: 2 })}\u00a0%`;
  }
}
