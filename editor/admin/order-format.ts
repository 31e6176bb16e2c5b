import type { OrderState } from "../api/orders-client.ts";

const LOCALE = "en-GB";

/** How many minor units a currency has (EUR 2, JPY 0, KWD 3), as Intl knows it; 2 for an unknown code. */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat(LOCALE, { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount in minor units with its currency: 100000 EUR -> "€1,000.00", 5000 JPY -> "JP¥5,000". */
export function formatAmount(minor: number, currency: string, locale: string = LOCALE): string {
  const digits = minorDigits(currency);
  const major = minor / 10 ** digits;
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    // Not an ISO 4217 code: the number and the code as stored.
    return `${major.toFixed(digits)} ${currency}`;
  }
}

const STATE_LABELS: Record<OrderState, string> = {
  initiated: "Initiated",
  payment_pending: "Payment pending",
  paid: "Paid",
  on_hold: "On hold",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  expired: "Expired",
  refunded: "Refunded",
};

export function stateLabel(state: OrderState): string {
  return STATE_LABELS[state];
}

/** States no action leads out of: the screen offers no Cancel or Refund. */
export function isFinal(state: OrderState): boolean {
  return state === "cancelled" || state === "expired" || state === "refunded";
}

/** The payment provider as staff name it; the free reservation has none. */
export function providerLabel(vendor: string | null): string {
  if (vendor === null) return "Not chosen yet";
  const known: Record<string, string> = {
    NO_PAYMENT_JAPAN: "Free reservation",
    stripe: "Stripe",
    paypal: "PayPal",
    liqpay: "LiqPay",
  };
  return known[vendor] ?? vendor;
}

/** An ISO time in the editor's words, to the minute, in UTC so every admin reads the same. */
export function formatTime(iso: string | null): string {
  if (iso === null) return "—";
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return `${new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(time)} UTC`;
}
