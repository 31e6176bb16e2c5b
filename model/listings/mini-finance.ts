import { miniFinance, type MiniFinanceResult } from "./finance.ts";
import { formatDoublePrice, formatPrice, DEFAULT_PRICE_SETTINGS, type PriceSettings } from "./prices.ts";
import { numberFormat } from "../i18n/intl-formats.ts";

/**
 * The showroom's mini finance calculator: deposit 20 to 50
 * percent in steps of 5 (default 20), duration 4 to 7 years (default 4). The interest rate and the
 * balloon (optional final payment) per term are company settings; the seed gives no values, so the
 * defaults below are a representative personal contract purchase.
 */
export interface MiniFinanceSettings {
  /** Fixed annual interest rate, e.g. 0.079 for 7.9%. */
  annualRate: number;
  depositMin: number;
  depositMax: number;
  depositStep: number;
  depositDefault: number;
  yearsMin: number;
  yearsMax: number;
  yearsDefault: number;
  /** Optional final payment as a share of the price, by term in years ("4": 0.35). A missing term has none. */
  balloonByYears: Record<string, number>;
}

export const DEFAULT_MINI_FINANCE: MiniFinanceSettings = {
  annualRate: 0.079,
  depositMin: 20,
  depositMax: 50,
  depositStep: 5,
  depositDefault: 20,
  yearsMin: 4,
  yearsMax: 7,
  yearsDefault: 4,
  balloonByYears: { "4": 0.35, "5": 0.3, "6": 0.25, "7": 0.2 },
};

/** The longest contract mileage: 150,000 when the vehicle has a diesel engine, else 120,000. */
export function maxContractMileage(engineTypes: readonly string[]): number {
  return engineTypes.includes("diesel") ? 150_000 : 120_000;
}

/** Values from `min` to `max` in `step`s. */
export function steps(min: number, max: number, step: number): number[] {
  const values: number[] = [];
  for (let value = min; value <= max + 1e-9; value += step) values.push(Math.round(value * 1000) / 1000);
  return values;
}

/** A requested deposit percentage or term snapped into the allowed range (bad input gives the default). */
export function clampChoice(value: number, min: number, max: number, step: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

/** A quote: monthly payment in whole currency units (rounded up) and the total those payments make. */
export interface MiniFinanceQuote extends MiniFinanceResult {
  price: number;
  depositPercent: number;
  years: number;
  months: number;
  annualRate: number;
}

export function miniFinanceQuote(
  price: number,
  depositPercent: number,
  years: number,
  settings: MiniFinanceSettings = DEFAULT_MINI_FINANCE,
): MiniFinanceQuote {
  const deposit = clampChoice(
    depositPercent,
    settings.depositMin,
    settings.depositMax,
    settings.depositStep,
    settings.depositDefault,
  );
  const term = clampChoice(years, settings.yearsMin, settings.yearsMax, 1, settings.yearsDefault);
  const months = term * 12;
  const result = miniFinance({
    price,
    depositShare: deposit / 100,
    months,
    annualRate: settings.annualRate,
    balloonShare: settings.balloonByYears[String(term)] ?? 0,
  });
  // Payments are quoted in whole currency units, rounded up, and the total is what those payments add up to.
  const monthlyPayment = Math.ceil(result.monthlyPayment - 1e-9);
  const totalPayable = result.deposit + monthlyPayment * months + result.balloon;
  return {
    ...result,
    monthlyPayment,
    totalPayable,
    price,
    depositPercent: deposit,
    years: term,
    months,
    annualRate: settings.annualRate,
  };
}

/** "7.9%" */
export function formatRate(rate: number): string {
  return `${numberFormat("en-GB", { maximumFractionDigits: 1 }).format(Math.round(rate * 1000) / 10)}%`;
}

/** Whole currency units, kept on one line; a monthly payment is rounded up so the example never understates it. */
export function financeAmount(value: number, settings: PriceSettings = DEFAULT_PRICE_SETTINGS): string {
  return formatPrice(Math.ceil(value), "price", settings).replace(/ /g, "\u00a0");
}

/** The same amount converted with the site's exchange rate (the double price), or "" when it is off. */
export function financeExchanged(value: number, settings: PriceSettings = DEFAULT_PRICE_SETTINGS): string {
  return formatDoublePrice(Math.ceil(value), settings).replace(/ /g, "\u00a0");
}

/** The representative example under the result: every figure a buyer needs to compare offers. */
export function representativeExample(
  quote: MiniFinanceQuote,
  prices: PriceSettings = DEFAULT_PRICE_SETTINGS,
  mileage?: number,
): string {
  const parts = [
    `Representative example: cash price ${financeAmount(quote.price, prices)}`,
    `deposit ${financeAmount(quote.deposit, prices)} (${quote.depositPercent}%)`,
    `amount of credit ${financeAmount(quote.amountOfCredit, prices)}`,
    `${quote.months} monthly payments of ${financeAmount(quote.monthlyPayment, prices)}`,
  ];
  if (quote.balloon > 0) parts.push(`optional final payment ${financeAmount(quote.balloon, prices)}`);
  parts.push(
    `total amount payable ${financeAmount(quote.totalPayable, prices)}`,
    `fixed interest rate ${formatRate(quote.annualRate)} per annum`,
  );
  // A mileage limit protects a final payment's value; a loan repaid in full has none.
  const mileageNote =
    mileage && quote.balloon > 0
      ? ` Maximum mileage over the contract ${mileage.toLocaleString("en-GB")}\u00a0km.`
      : "";
  return `${parts.join(", ")}.${mileageNote} Finance subject to status; terms and conditions apply.`;
}
