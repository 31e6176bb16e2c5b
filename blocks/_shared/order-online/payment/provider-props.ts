import type { Order, Outcome } from "../api.ts";
import type { Price, Reservation } from "./payment-api.ts";

/** The order field that names the provider's payment (seed 001 order fields). */
export type PaymentReference =
  { stripe_payment_intent_id: string } | { paypal_order_id: string } | { liqpay_order_id: string };

/** What every provider's payment form gets from the checkout (blocks/_shared/order-online/payment/). */
export interface ProviderPaymentProps {
  /** The publishable key (Stripe), client id (PayPal) or public key (LiqPay) from GET /buy_online/providers. */
  publicKey: string;
  reservation: Reservation;
  price: Price;
  /** The "Pay …" text of the amount. */
  amountText: string;
  /**
   * Sends the order fields naming the payment, as soon as the payment exists and before any money
   * moves: the provider's event then confirms the order even if this browser is gone.
   */
  submitOrder: (reference: PaymentReference) => Promise<Outcome<Order>>;
  /** The provider took (or holds) the money: confirm the order and open the success page. */
  finish: (orderNumber: string) => Promise<void>;
  /** The provider's script could not be loaded (or did not start): the checkout shows Try again. */
  onUnavailable: () => void;
}

/** A refusal from our server while preparing a payment, in words for the visitor. */
export function preparationError(outcome: { status: number; message: string; code?: string }): string {
  if (outcome.status === 0) return outcome.message;
  if (outcome.code === "lock_expired") return "Your reservation time has ended. Please start again.";
  return outcome.message || "The payment could not be prepared. Please try again in a moment.";
}
