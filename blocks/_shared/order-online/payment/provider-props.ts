import type { Order, Outcome } from "../api.ts";
import type { Price, Reservation } from "./payment-api.ts";
import type { JourneyText } from "../journey-text.tsx";

/** The order field that names the provider's payment. */
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
  /** The page's language (Intl code, e.g. `ar`, `en-GB`): the provider's form is shown in it. */
  locale: string;
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

/** A refusal from our server while preparing a payment, in words for the visitor in the page's language. */
export function preparationError(
  outcome: { status: number; message: string; code?: string },
  { t, problem }: Pick<JourneyText, "t" | "problem">,
): string {
  if (outcome.status === 0) return t("order.connection_failed");
  if (outcome.code === "lock_expired") return t("order.payment_step.lock_ended");
  return problem(outcome, "order.payment_step.not_prepared") || t("order.payment_step.not_prepared");
}
