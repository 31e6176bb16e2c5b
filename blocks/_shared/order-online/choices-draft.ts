import {
  cleanTradeIn,
  handoverProblem,
  slotsOn,
  tradeInProblem,
  type FinanceChoice,
  type HandoverChoice,
} from "../../../model/orders/index.ts";
import type { OrderOnlineData } from "../../../model/order-journey/index.ts";
import type { JourneyOptions, OrderFields } from "./api.ts";

/**
 * The checkout's finance, trade-in, handover and service pack choices as the buyer fills them in, kept in the
 * journey's stored data under the seed's keys (paymentOptionsData, tradeInData, appBookingData,
 * servicePackData, locationDetails) so a
 * reload or a lost connection keeps them. The same rules as the server's check say what is wrong
 * before anything is sent; the server checks again.
 */
export interface TradeInDraft {
  enabled: boolean;
  registration_number: string;
  vin: string;
  make: string;
  model: string;
  year: string;
  mileage: string;
}

export interface ChoicesDraft {
  finance: FinanceChoice;
  tradeIn: TradeInDraft;
  /** An empty date: no handover booked now (the retailer arranges it). */
  handover: HandoverChoice;
  /** The key of the chosen service pack; "" for none (the default: a pack is never required). */
  servicePack: string;
}

/** A problem of one field, by the id of its input. */
export type ChoiceErrors = Partial<Record<string, string>>;

const EMPTY_TRADE_IN: TradeInDraft = {
  enabled: false,
  registration_number: "",
  vin: "",
  make: "",
  model: "",
  year: "",
  mileage: "",
};

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");

/** The draft from the journey's stored data, fitted to what the checkout offers now. */
export function draftFrom(data: OrderOnlineData, options: JourneyOptions | null): ChoicesDraft {
  const stored = record(data.paymentOptionsData?.data?.[0]);
  const product = options?.finance_products.find((candidate) => candidate.key === stored.product);
  const finance: FinanceChoice =
    data.paymentOptionsData?.type === "finance" && product
      ? {
          type: "finance",
          product: product.key,
          deposit_percent: Number(stored.deposit_percent) || 20,
          years: Number(stored.years) || 4,
        }
      : { type: "cash" };
  const tradeIn = record(data.tradeInData);
  const booking = record(data.appBookingData);
  const retailer =
    options?.retailers.find((candidate) => candidate.id === booking.retailer_id) ?? options?.retailers[0];
  const pack = record(data.servicePackData).key;
  return {
    finance,
    servicePack: options?.service_packs?.some((candidate) => candidate.key === pack) ? (pack as string) : "",
    tradeIn: Object.fromEntries(
      Object.entries(EMPTY_TRADE_IN).map(([key, empty]) => [
        key,
        typeof empty === "boolean" ? tradeIn[key] === true : str(tradeIn[key]),
      ]),
    ) as unknown as TradeInDraft,
    handover: {
      retailer_id: retailer?.id ?? "",
      date: retailer ? str(booking.date) : "",
      slot: retailer ? str(booking.slot) : "",
    },
  };
}

/** The journey's stored data with the draft in it. */
export function withDraft(data: OrderOnlineData, draft: ChoicesDraft): OrderOnlineData {
  return {
    ...data,
    preselectedPaymentOption: draft.finance.type,
    paymentOptionsData: { type: draft.finance.type, data: [draft.finance] },
    tradeInData: draft.tradeIn,
    appBookingData: draft.handover,
    location: draft.handover.retailer_id || null,
    // The location step's details (decision 172): the retailer the buyer deals with, as they chose it.
    locationDetails: draft.handover.retailer_id ? { retailer_id: draft.handover.retailer_id } : null,
    servicePackData: draft.servicePack ? { key: draft.servicePack } : null,
  };
}

/** The slots the chosen retailer offers on the chosen date. */
export function slotsFor(draft: ChoicesDraft, options: JourneyOptions): string[] {
  const retailer = options.retailers.find((candidate) => candidate.id === draft.handover.retailer_id);
  return retailer && draft.handover.date ? slotsOn(retailer.hours, draft.handover.date, options.slot_minutes) : [];
}

const whole = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The order fields for the draft, or the problems to show by field id (`prefix` + field). Nothing
 * is sent for a choice not made: cash needs no quote, no trade-in, no handover date.
 */
export function choiceFields(
  draft: ChoicesDraft,
  options: JourneyOptions,
  today: string,
  prefix: string,
): { fields: Pick<OrderFields, "finance_choice" | "trade_in" | "handover" | "service_pack">; errors: ChoiceErrors } {
  const errors: ChoiceErrors = {};
  const fields: Pick<OrderFields, "finance_choice" | "trade_in" | "handover" | "service_pack"> = {
    finance_choice: draft.finance,
  };
  // Only a pack the checkout offers now is sent (the server checks again and prices it).
  if (draft.servicePack && options.service_packs?.some((pack) => pack.key === draft.servicePack))
    fields.service_pack = draft.servicePack;
  if (draft.tradeIn.enabled) {
    const tradeIn = cleanTradeIn({
      ...draft.tradeIn,
      year: whole(draft.tradeIn.year),
      mileage: whole(draft.tradeIn.mileage.replace(/[,\s]/g, "")),
    });
    const problem = tradeInProblem(tradeIn, Number(today.slice(0, 4)));
    if (problem) errors[`${prefix}trade-${problem.field}`] = problem.message;
    else fields.trade_in = tradeIn;
  }
  if (draft.handover.date) {
    const retailer = options.retailers.find((candidate) => candidate.id === draft.handover.retailer_id);
    const problem = draft.handover.slot
      ? handoverProblem(draft.handover, retailer?.hours ?? null, today, options.slot_minutes)
      : { field: "slot", message: "Choose a time for the handover." };
    // The server's "too soon" is "tomorrow" in the site's time zone: the browser's calendar may differ by a day.
    if (problem) errors[`${prefix}handover-${problem.field}`] = problem.message;
    else fields.handover = draft.handover;
  }
  return { fields, errors };
}
