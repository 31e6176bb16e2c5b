import { QueryError } from "../listings/listing-query.ts";
import { DEFAULT_MINI_FINANCE, miniFinanceQuote, type MiniFinanceSettings } from "../listings/mini-finance.ts";

/**
 * The Reverse calculator's "Filter By Monthly Budget": the highest cash price whose monthly payment,
 * on the terms the showroom's mini calculator quotes by default (its deposit, term, rate and balloon),
 * fits the budget. The payment is linear in the price (payment = price x k), so the answer is
 * floor(budget / k), less the few units the quote's rounding adds; a vehicle at that price shows a payment of at most the budget on its showroom page.
 */
export function paymentPerPriceUnit(settings: MiniFinanceSettings = DEFAULT_MINI_FINANCE): number {
  const years = settings.yearsDefault;
  const months = years * 12;
  const financed = 1 - settings.depositDefault / 100;
  const balloon = settings.balloonByYears[String(years)] ?? 0;
  const rate = settings.annualRate / 12;
  if (rate === 0) return (financed - balloon) / months;
  const growth = (1 + rate) ** months;
  return ((financed * growth - balloon) * rate) / (growth - 1);
}

export function maxPriceForMonthlyBudget(budget: number, settings: MiniFinanceSettings = DEFAULT_MINI_FINANCE): number {
  let price = Math.floor(budget / paymentPerPriceUnit(settings) + 1e-9);
  // The quote rounds its deposit, balloon and payment: step down the few units those can add.
  const quoted = (candidate: number) =>
    miniFinanceQuote(candidate, settings.depositDefault, settings.yearsDefault, settings).monthlyPayment;
  while (price > 0 && quoted(price) > budget) price -= 1;
  return price;
}

const MONTHLY_BUDGET_PARAMETER = "monthly_budget";
const MAX_MONTHLY_BUDGET = 100_000;

type Params = Record<string, string | string[] | undefined>;

/**
 * The listings API's monthly budget filter, kept apart from the stock query parser: `monthly_budget`
 * (whole currency units, 1 to 100,000) becomes the price ceiling `filter[display_price_lteq]` (the
 * lower of it and any ceiling already asked for). Other parameters pass through untouched.
 */
export function withMonthlyBudget(params: Params, settings: MiniFinanceSettings = DEFAULT_MINI_FINANCE): Params {
  const raw = params[MONTHLY_BUDGET_PARAMETER];
  if (raw === undefined) return params;
  const text = Array.isArray(raw) ? (raw[raw.length - 1] ?? "") : raw;
  const budget = Number(text);
  if (!/^\d+$/.test(text.trim()) || budget < 1 || budget > MAX_MONTHLY_BUDGET)
    throw new QueryError(
      MONTHLY_BUDGET_PARAMETER,
      `must be a whole number from 1 to ${MAX_MONTHLY_BUDGET}, got ${JSON.stringify(text)}`,
    );
  const { [MONTHLY_BUDGET_PARAMETER]: _budget, ...rest } = params;
  const ceiling = maxPriceForMonthlyBudget(budget, settings);
  const key = "filter[display_price_lteq]";
  const existing = Number(Array.isArray(rest[key]) ? rest[key].at(-1) : rest[key]);
  return {
    ...rest,
    [key]: String(Number.isFinite(existing) && rest[key] !== undefined ? Math.min(existing, ceiling) : ceiling),
  };
}
