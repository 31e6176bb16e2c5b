import { FINANCE_PRODUCT_KEYS, financeProduct } from "./products.ts";

/**
 * The finance options table of an accordion (or popup) section: one row per finance option the
 * editor listed, each with the terms of its finance product. An option is shown only with a label
 * (a row without a name tells a buyer nothing); the table itself is always kept, and says so when
 * it has no option to show.
 */
export interface FinanceOptionInput {
  label?: string;
  finance_product?: string;
  interest_rate?: number;
  description?: string;
}

export interface FinanceOptionRow {
  label: string;
  description: string;
  /** "2.49 % flat", "7.9 % APR" */
  rate: string;
  /** "20–50 %" */
  deposit: string;
  /** Whole years, e.g. 4 to 7. */
  years: { min: number; max: number };
}

function hasFinanceOptionLabel(option: FinanceOptionInput): boolean {
  return typeof option.label === "string" && option.label.trim() !== "";
}

export function financeOptionRows(options: readonly FinanceOptionInput[] | undefined): FinanceOptionRow[] {
  return (options ?? []).filter(hasFinanceOptionLabel).map((option) => {
    const key = option.finance_product ?? "";
    const product = financeProduct(FINANCE_PRODUCT_KEYS.includes(key) ? key : "ae-flat");
    const rate =
      typeof option.interest_rate === "number" && Number.isFinite(option.interest_rate)
        ? option.interest_rate
        : product.default_rate;
    const kind = product.rate_kind === "flat" ? "flat" : product.rate_kind === "apr" ? "APR" : "p.a.";
    return {
      label: (option.label ?? "").trim(),
      description: (option.description ?? "").trim(),
      rate: `${rate.toLocaleString(product.locale, { maximumFractionDigits: 2 })}\u00a0% ${kind}`,
      deposit: `${product.deposit_min}–${product.deposit_max}\u00a0%`,
      years: { min: product.years_min, max: product.years_max },
    };
  });
}
