import { fromDecimal, toDecimal } from "../../model/orders/index.ts";
import type { OrderRow } from "./orders-store.ts";

/** An amount a provider says was paid or held: minor units of an upper-case ISO 4217 currency. */
export interface Money {
  amount: number;
  currency: string;
}

export type PaymentProvider = "stripe" | "paypal" | "liqpay";

/** What a provider's event or answer says about one payment, as far as binding it to an order goes. */
export interface PaymentClaim {
  provider: PaymentProvider;
  /** The provider's id of the payment (Stripe PaymentIntent, PayPal order, LiqPay order_id). */
  paymentRef: string | null;
  /** The money it moved; null when the provider named none. */
  money: Money | null;
  /** Only money coming in (paid, held) is checked against the order's amount. */
  movesMoneyIn: boolean;
}

/** An amount already in minor units (Stripe's integers) and its currency, or null when either is unreadable. */
export function minorMoney(amount: unknown, currency: unknown): Money | null {
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || typeof currency !== "string") return null;
  return { amount, currency: currency.toUpperCase() };
}

/** A decimal amount (PayPal's "1000.00", LiqPay's 1000 or 1000.5) and its currency, or null when unreadable. */
export function decimalMoney(value: unknown, currency: unknown): Money | null {
  if ((typeof value !== "string" && typeof value !== "number") || typeof currency !== "string") return null;
  const amount = fromDecimal(value, currency);
  return amount === null ? null : { amount, currency: currency.toUpperCase() };
}

/** PayPal's `{ currency_code, value }` amount object. */
export function paypalMoney(amount: unknown): Money | null {
  if (!amount || typeof amount !== "object") return null;
  const { value, currency_code: currency } = amount as Record<string, unknown>;
  return decimalMoney(value, currency);
}

const shown = (money: Money) => `${toDecimal(money.amount, money.currency)} ${money.currency}`;

/**
 * Why a provider's payment may not move this order, or null when it is the order's own payment: the
 * provider and payment id the server recorded when it created the payment for the order, and, for
 * money coming in, exactly the order's amount and currency. Anything else (a payment of another
 * order, a stranger's PayPal order naming our order number, a tiny capture, another currency, a
 * Stripe payment for a PayPal order) leaves the order as it was.
 */
export function paymentMismatch(order: OrderRow, claim: PaymentClaim): string | null {
  if (order.vendor !== claim.provider)
    return `the order is paid through ${order.vendor ?? "no provider yet"}, not ${claim.provider}`;
  if (!claim.paymentRef || order.payment_ref !== claim.paymentRef)
    return `payment ${claim.paymentRef ?? "(none named)"} is not the payment created for this order`;
  if (!claim.movesMoneyIn) return null;
  if (!claim.money) return "the provider named no amount";
  const expected = { amount: order.amount, currency: order.currency.toUpperCase() };
  if (claim.money.amount !== expected.amount || claim.money.currency !== expected.currency)
    return `it is ${shown(claim.money)}, the order's amount is ${shown(expected)}`;
  return null;
}
