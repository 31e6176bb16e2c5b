import type Stripe from "stripe";
import { toDecimal } from "../../model/orders/index.ts";
import type { OrderRow } from "./orders-store.ts";
import type { LiqPay, PayPalClient } from "./providers.ts";

/** The configured provider clients (Payments holds them). */
export interface ProviderClients {
  stripe: Stripe | null;
  paypal: PayPalClient | null;
  liqpay: LiqPay | null;
}

/**
 * Gives an order's whole payment back through its provider (decision 049): a captured payment is
 * refunded, a held one released. Every call carries an idempotency key of the order, so a retry
 * after a crash or a timeout refunds nothing twice. Answers what the history records.
 */
export async function refundThroughProvider(clients: ProviderClients, order: OrderRow): Promise<string> {
  const ref = order.payment_ref;
  if (!ref) throw new Error("the order has no payment to refund");
  const key = `${order.order_number}:auto-refund`;
  if (order.vendor === "stripe" && clients.stripe) {
    const options = {
      idempotencyKey: key,
      ...(order.provider_account ? { stripeAccount: order.provider_account } : {}),
    };
    const intent = await clients.stripe.paymentIntents.retrieve(
      ref,
      {},
      order.provider_account ? { stripeAccount: order.provider_account } : {},
    );
    if (intent.status === "requires_capture") {
      await clients.stripe.paymentIntents.cancel(ref, {}, options);
      return `Stripe hold ${ref} released`;
    }
    const refund = await clients.stripe.refunds.create({ payment_intent: ref }, options);
    return `Stripe refund ${refund.id}`;
  }
  if (order.vendor === "paypal" && clients.paypal) {
    const found = await clients.paypal.getOrder(ref);
    const payments = found.purchase_units?.[0]?.payments;
    const capture = payments?.captures?.[0]?.id;
    if (capture) {
      const refund = await clients.paypal.refundCapture(capture, key);
      return `PayPal refund ${refund.id}`;
    }
    const authorization = payments?.authorizations?.[0]?.id;
    if (authorization) {
      await clients.paypal.voidAuthorization(authorization, key);
      return `PayPal authorization ${authorization} voided`;
    }
    throw new Error(`PayPal order ${ref} has no capture or authorization to give back`);
  }
  if (order.vendor === "liqpay" && clients.liqpay) {
    const answer = await clients.liqpay.refund(order.order_number, toDecimal(order.amount, order.currency));
    return `LiqPay refund (${answer.status})`;
  }
  throw new Error(`${order.vendor ?? "no"} payments are not configured on this site`);
}
