/**
 * After the provider took the money, the order is confirmed by the server: its webhook (or callback),
 * or PUT /buy_online/orders/{number}/confirm, which asks Stripe and PayPal themselves while the
 * webhook is late. The browser asks a few times while the answer is "payment pending"; a payment that
 * is still pending after that is not an error for the visitor (the provider's event confirms the
 * order later, and the confirmation page shows its state).
 */
import { confirmOrder, type Order, type Outcome } from "../api.ts";

export type Confirmation =
  | { kind: "confirmed"; order: Order }
  | { kind: "pending" }
  | { kind: "refused"; status: number; message: string; code?: string };

export interface ConfirmOptions {
  attempts?: number;
  delayMs?: number;
  confirm?: (number: string) => Promise<Outcome<Order>>;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function awaitConfirmation(number: string, options: ConfirmOptions = {}): Promise<Confirmation> {
  const { attempts = 8, delayMs = 1500, confirm = confirmOrder, wait = sleep } = options;
  for (let attempt = 1; ; attempt++) {
    const outcome = await confirm(number);
    if (outcome.ok) return { kind: "confirmed", order: outcome.value };
    // Not yet paid as far as the server knows (the webhook or callback is on its way), or a network blip.
    const retry = outcome.status === 0 || (outcome.status === 409 && outcome.code === "payment_pending");
    if (!retry) return { kind: "refused", status: outcome.status, message: outcome.message, code: outcome.code };
    if (attempt >= attempts) return { kind: "pending" };
    await wait(delayMs);
  }
}

/**
 * A payment method that left the site (a bank's page) comes back to the checkout's return_url with
 * our `order` and Stripe's `redirect_status`; null on an ordinary visit.
 */
export function paymentReturnOf(search: string): { order: string; succeeded: boolean } | null {
  const params = new URLSearchParams(search);
  const order = params.get("order");
  const status = params.get("redirect_status");
  if (!order || !status) return null;
  return { order, succeeded: status === "succeeded" || status === "processing" };
}
