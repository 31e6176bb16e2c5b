import type { ChoiceLimits, OutputFigure } from "./config.ts";
import { financeInputs } from "./config.ts";
import { FINANCE_PRODUCT_KEYS, financeProduct, type FinanceProduct } from "./products.ts";

/**
 * The calculator content item of an accordion (or popup) section: a finance calculator described by
 * its config, `{ finance_product, interest_rate, fields: [...], groups: [...] }`. `fields` are the
 * visitor's inputs (price, down_payment, duration), `groups` the result rows in headed groups. The
 * config is editor JSON, so this reader keeps what it understands and leaves the rest out rather than
 * fail the section (decision 158).
 */
type ShownFigure = Exclude<OutputFigure, "created_at">;

const FIGURES: readonly ShownFigure[] = [
  "monthly_payment",
  "on_the_road_price",
  "total_deposit",
  "cash_deposit",
  "total_amount_of_credit",
  "monthly_payments",
  "duration_of_agreement",
  "interest_rate",
];

const FIGURE_LABELS: Readonly<Record<ShownFigure, string>> = {
  monthly_payment: "Monthly payment",
  on_the_road_price: "On-the-road price",
  total_deposit: "Total deposit",
  cash_deposit: "Cash deposit",
  total_amount_of_credit: "Total amount of credit",
  monthly_payments: "Number of monthly payments",
  duration_of_agreement: "Duration of agreement",
  interest_rate: "Interest rate",
};

/** Prices a visitor may enter, in whole currency units (the Finance calculator's limits). */
export const CONTENT_CALCULATOR_PRICE = { min: 1000, max: 5_000_000 } as const;

interface ContentCalculatorGroup {
  heading: string;
  figures: { key: ShownFigure; label: string }[];
}

export interface ContentCalculator {
  product: FinanceProduct;
  ratePercent: number;
  price: { label: string; initial: number };
  deposit: ChoiceLimits;
  duration: ChoiceLimits;
  groups: ContentCalculatorGroup[];
}

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const number = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

function isFigure(value: unknown): value is ShownFigure {
  return typeof value === "string" && (FIGURES as readonly string[]).includes(value);
}

/** A figure entry is its key, or `{ key, label }` to rename it. */
function figureOf(entry: unknown): { key: ShownFigure; label: string } | null {
  if (isFigure(entry)) return { key: entry, label: FIGURE_LABELS[entry] };
  const item = record(entry);
  if (!isFigure(item.key)) return null;
  return { key: item.key, label: text(item.label) || FIGURE_LABELS[item.key] };
}

function groupsOf(value: unknown): ContentCalculatorGroup[] {
  const groups = list(value).flatMap((entry) => {
    const group = record(entry);
    const figures = list(group.figures)
      .map(figureOf)
      .filter((figure) => figure !== null);
    return figures.length > 0 ? [{ heading: text(group.heading), figures }] : [];
  });
  // A calculator that shows no figure is no calculator: without a group it shows the monthly payment.
  return groups.length > 0
    ? groups
    : [{ heading: "", figures: [{ key: "monthly_payment", label: FIGURE_LABELS.monthly_payment }] }];
}

export function contentCalculator(config: unknown): ContentCalculator {
  const root = record(config);
  const productKey = text(root.finance_product);
  const product = financeProduct(FINANCE_PRODUCT_KEYS.includes(productKey) ? productKey : "ae-flat");
  const fields = new Map<string, Loose>();
  for (const entry of list(root.fields)) {
    const field = record(entry);
    const key = text(field.key);
    if (key !== "" && !fields.has(key)) fields.set(key, field);
  }
  const inputs = financeInputs(product, {
    down_payment: fields.get("down_payment") ?? {},
    duration: fields.get("duration") ?? {},
  });
  const priceField = fields.get("price") ?? {};
  const initialPrice = number(priceField.default) ?? number(root.price) ?? 0;
  const rate = number(root.interest_rate);
  return {
    product,
    ratePercent: rate !== undefined && rate >= 0 && rate <= 30 ? rate : product.default_rate,
    price: { label: text(priceField.label) || "Vehicle price", initial: Math.max(0, initialPrice) },
    deposit: inputs.deposit,
    duration: inputs.duration,
    groups: groupsOf(root.groups),
  };
}

/** Whether a price the visitor typed can be quoted. */
export function quotablePrice(price: number): boolean {
  return Number.isFinite(price) && price >= CONTENT_CALCULATOR_PRICE.min && price <= CONTENT_CALCULATOR_PRICE.max;
}
