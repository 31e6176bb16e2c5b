import { clampChoice } from "../listings/mini-finance.ts";
import { periodicPayment } from "./payment.ts";
import type { FinanceProduct, Rounding } from "./products.ts";

/**
 * A finance quote in integer minor units (pence, cents, yen): every amount a buyer sees is computed
 * once here and only formatted by the blocks, so the figures add up to the cent. Limits:
 * deposit 20 to 50 percent in steps of 5 (default 20), 4 to 7 years (default 4), further narrowed
 * by the product's own limits.
 */
export const DEPOSIT_STEP = 5;
export const DEPOSIT_DEFAULT = 20;
export const YEARS_DEFAULT = 4;

export interface QuoteRequest {
  product: FinanceProduct;
  /** On-the-road price in minor units. */
  price: number;
  depositPercent: number;
  years: number;
  /** Percent; the product's default when absent. */
  ratePercent?: number;
}

export interface FinanceQuote {
  productKey: string;
  currency: string;
  onTheRoadPrice: number;
  cashDeposit: number;
  depositContribution: number;
  totalDeposit: number;
  arrangementFee: number;
  totalAmountOfCredit: number;
  finalPayment: number;
  monthlyPayment: number;
  monthlyPayments: number;
  durationOfAgreement: number;
  interestRate: number;
  totalAmountPayable: number;
  chargeForCredit: number;
  depositPercent: number;
  years: number;
}

/** Minor units per whole currency unit (100 for EUR, 1 for JPY and KRW). */
export function minorPerUnit(currency: string): number {
  let minor = minorUnits.get(currency);
  if (minor === undefined) {
    const digits = currencyFormat("en", currency).resolvedOptions().maximumFractionDigits;
    minor = 10 ** (digits ?? 2);
    minorUnits.set(currency, minor);
  }
  return minor;
}

const minorUnits = new Map<string, number>();

/**
 * One currency formatter per locale and currency for the process: building an Intl.NumberFormat
 * costs far more than formatting with it, and a finance calculator formats a dozen amounts per
 * render (7% of an uncached islands page's CPU when each call built its own, decision 187).
 */
const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = currencyFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency });
    currencyFormats.set(key, format);
  }
  return format;
}

/** A price in whole units (as editors and visitors write it) in minor units. */
export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * minorPerUnit(currency));
}

/** `part` percent of `amount` minor units, rounded half up to the minor unit, in integer arithmetic. */
export function percentOf(amount: number, percent: number): number {
  // Percent values are whole or quarter numbers; scaling by 100 keeps the product an exact integer.
  const scaled = amount * Math.round(percent * 100);
  return Math.floor((scaled + 5000) / 10000);
}

/** The monthly payment rounded by the product's rule; `raw` in minor units. */
export function roundPayment(raw: number, rounding: Rounding, unit: number): number {
  // Six decimals first: 1234.4999999997 from floating point is 1234.5, not less.
  const value = Math.round(raw * 1e6) / 1e6;
  if (rounding === "cent-up") return Math.ceil(value);
  if (rounding === "unit-up") return Math.ceil(value / unit) * unit;
  return Math.floor(value + 0.5);
}

/** The rate per month of an annual rate in percent, by the product's rule (flat rates are not compounded). */
function monthlyRate(kind: FinanceProduct["rate_kind"], ratePercent: number): number {
  const annual = ratePercent / 100;
  return kind === "apr" ? (1 + annual) ** (1 / 12) - 1 : annual / 12;
}

function depositChoice(product: FinanceProduct, percent: number): number {
  return clampChoice(
    percent,
    product.deposit_min,
    product.deposit_max,
    DEPOSIT_STEP,
    Math.max(product.deposit_min, DEPOSIT_DEFAULT),
  );
}

function yearsChoice(product: FinanceProduct, years: number): number {
  return clampChoice(years, product.years_min, product.years_max, 1, Math.max(product.years_min, YEARS_DEFAULT));
}

export function financeQuote({ product, price, depositPercent, years, ratePercent }: QuoteRequest): FinanceQuote {
  const deposit = depositChoice(product, depositPercent);
  const term = yearsChoice(product, years);
  const rate = ratePercent ?? product.default_rate;
  const months = term * 12;
  const cashDeposit = percentOf(price, deposit);
  const totalDeposit = cashDeposit + product.deposit_contribution;
  const credit = Math.max(0, price - totalDeposit) + product.arrangement_fee;
  const balloonShare = product.balloon_percent?.[String(term) as "4"] ?? 0;
  const finalPayment = percentOf(price, balloonShare);
  const raw =
    product.rate_kind === "flat"
      ? (credit - finalPayment + credit * (rate / 100) * term) / months
      : periodicPayment(monthlyRate(product.rate_kind, rate), months, credit, finalPayment, product.in_advance ? 1 : 0);
  const monthlyPayment = roundPayment(raw, product.rounding, minorPerUnit(product.currency));
  const totalAmountPayable = totalDeposit + monthlyPayment * months + finalPayment + product.final_fee;
  return {
    productKey: product.key,
    currency: product.currency,
    onTheRoadPrice: price,
    cashDeposit,
    depositContribution: product.deposit_contribution,
    totalDeposit,
    arrangementFee: product.arrangement_fee,
    totalAmountOfCredit: credit,
    finalPayment: finalPayment + product.final_fee,
    monthlyPayment,
    monthlyPayments: months,
    durationOfAgreement: months + (finalPayment + product.final_fee > 0 ? 1 : 0),
    interestRate: rate,
    totalAmountPayable,
    chargeForCredit: totalAmountPayable - price,
    depositPercent: deposit,
    years: term,
  };
}

/** Minor units as the product's market writes money ("£1,234.56", "1.234,56 €", "¥1,234"). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return currencyFormat(locale, currency).format(minor / minorPerUnit(currency));
}
