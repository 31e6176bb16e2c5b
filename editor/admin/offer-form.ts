import { fromDecimal, toDecimal } from "../../model/orders/amounts.ts";
import { ApiError, type ApiIssue } from "../api/api-error.ts";
import type { Offer, OfferInput } from "../api/offers-client.ts";

/** The offer dialog's values: one text per field; images and prices one per line. */
export type OfferFormValues = {
  id: string;
  car_model_key: string;
  brand: string;
  model_family: string;
  category: string;
  market: string;
  locale: string;
  title: string;
  description: string;
  images: string;
  prices: string;
  schedule_start: string;
  schedule_end: string;
  published: boolean;
  cta_label: string;
};

export const BRAND_LABELS: Record<OfferInput["brand"], string> = { land_rover: "Land Rover", jaguar: "Jaguar" };
export const FAMILY_LABELS: Record<OfferInput["model_family"], string> = {
  defender: "Defender",
  discovery: "Discovery",
  range_rover: "Range Rover",
  jaguar: "Jaguar",
  other: "Other",
};
export const CATEGORY_LABELS: Record<OfferInput["category"], string> = {
  new_cars: "New cars",
  approved: "Approved (used) cars",
  owners: "Owners",
  branded_goods: "Branded goods",
};

/** "Label | 189900.00 | AED": the amount in major units, as the admin reads it. */
function priceLine(price: { label: string; amount: number; currency: string }): string {
  return `${price.label} | ${toDecimal(price.amount, price.currency)} | ${price.currency}`;
}

export function valuesOf(offer: Offer | null): OfferFormValues {
  return {
    id: offer?.id ?? "",
    car_model_key: offer?.car_model_key ?? "",
    brand: offer?.brand ?? "land_rover",
    model_family: offer?.model_family ?? "range_rover",
    category: offer?.category ?? "new_cars",
    market: offer?.market ?? "AE",
    locale: offer?.locale ?? "",
    title: offer?.title ?? "",
    description: offer?.description ?? "",
    images: (offer?.images ?? []).join("\n"),
    prices: (offer?.prices ?? []).map(priceLine).join("\n"),
    schedule_start: offer?.schedule?.start ?? "",
    schedule_end: offer?.schedule?.end ?? "",
    published: offer?.published ?? false,
    cta_label: offer?.cta_label ?? "Enquire now",
  };
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

/**
 * The price lines read into minor units ("189,900.00" AED is 18990000 fils), or the first line's
 * problem ("line 2: …", a fragment the field leads with its label).
 */
export function parsePrices(text: string): { ok: true; prices: OfferInput["prices"] } | { ok: false; problem: string } {
  const prices: OfferInput["prices"] = [];
  for (const [at, line] of lines(text).entries()) {
    const parts = line.split("|").map((part) => part.trim());
    const where = `line ${at + 1}`;
    if (parts.length !== 3 || !parts[0])
      return { ok: false, problem: `${where}: write label | amount | currency, e.g. From | 189900.00 | AED` };
    const [label, amountText, currencyText] = parts as [string, string, string];
    const currency = currencyText.toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency))
      return { ok: false, problem: `${where}: the currency must be a three-letter code such as AED` };
    const amount = fromDecimal(amountText.replace(/[\s,]/g, ""), currency);
    if (amount === null)
      return {
        ok: false,
        problem: `${where}: the amount must be a number such as 189900.00 (no more decimals than ${currency} has)`,
      };
    prices.push({ label, amount, currency });
  }
  return { ok: true, prices };
}

/** What the dialog sends; `prices` parsed already (see `parsePrices`). */
export function inputOf(values: OfferFormValues, prices: OfferInput["prices"]): OfferInput {
  return {
    id: values.id.trim(),
    car_model_key: values.car_model_key.trim(),
    brand: values.brand as OfferInput["brand"],
    model_family: values.model_family as OfferInput["model_family"],
    category: values.category as OfferInput["category"],
    market: values.market.trim().toUpperCase(),
    locale: values.locale.trim(),
    title: values.title.trim(),
    description: values.description,
    images: lines(values.images),
    prices,
    schedule: { start: values.schedule_start || null, end: values.schedule_end || null },
    published: values.published,
    cta_label: values.cta_label.trim(),
  };
}

/**
 * A server issue's pointer as the dialog's field: /schedule/start is the start date field, anything
 * under /prices or /images the one text of that list (the message says which line).
 */
function toFormIssue(issue: ApiIssue): ApiIssue {
  const [field = "", item, ...rest] = issue.pointer.split("/").filter((segment) => segment !== "");
  if (field === "schedule") return { ...issue, pointer: `/schedule_${item === "end" ? "end" : "start"}` };
  if ((field === "prices" || field === "images") && item !== undefined && /^\d+$/.test(item)) {
    const part = rest.length > 0 ? ` ${rest.join(" ")}` : "";
    return { ...issue, pointer: `/${field}`, message: `line ${Number(item) + 1}${part} ${issue.message}` };
  }
  return issue;
}

/** Runs a write whose server issues point into the offer, rethrowing them at the dialog's fields. */
export async function withFormPointers<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (!(error instanceof ApiError) || error.issues.length === 0) throw error;
    throw new ApiError(error.status, error.code, error.message, error.issues.map(toFormIssue), error.revision);
  }
}

/** The schedule for the list: "2026-11-01 – 2026-12-31", "from 2026-11-01", "until 2026-12-31" or "Always". */
export function scheduleText(schedule: Offer["schedule"]): string {
  const start = schedule?.start ?? null;
  const end = schedule?.end ?? null;
  if (start && end) return `${start} – ${end}`;
  if (start) return `from ${start}`;
  if (end) return `until ${end}`;
  return "Always";
}
