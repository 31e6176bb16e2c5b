import { positiveInteger } from "../foundation/env.ts";
/**
 * The orders service's environment (README "Configuration"). Every payment provider is optional:
 * with no keys the journey offers only the free reservation (vendor NO_PAYMENT_JAPAN).
 */
export interface OrdersConfig {
  /** How long a reservation lock holds a vehicle before an unpaid order expires (ORDER_LOCK_MINUTES, 15). */
  lockMs: number;
  stripe: {
    secretKey: string;
    webhookSecret: string | null;
    publishableKey: string | null;
    apiBase: string | null;
  } | null;
  paypal: { clientId: string; clientSecret: string; apiBase: string; webhookId: string | null } | null;
  liqpay: { publicKey: string; privateKey: string } | null;
  /** Offer the free reservation beside configured providers (BUY_ONLINE_FREE_RESERVATION=true). */
  freeReservation: boolean;
  /** Off (false) in processes that must not expire orders (the CLI). */
  sweeper: boolean;
  /**
   * Rate limits on POST /buy_online/orders/init (decision 048); null is off. Per client address
   * per minute (BUY_ONLINE_INIT_LIMIT, 30), and per address and vehicle per hour
   * (BUY_ONLINE_INIT_VEHICLE_LIMIT, 10): one client cannot keep re-taking a car as each lock lapses.
   */
  initLimit: { perMinute: number | null; perVehicleHour: number | null };
  /**
   * Rate limits on PUT /buy_online/orders/send_inquiry_email; null is off. Per client address per
   * hour (BUY_ONLINE_INQUIRY_LIMIT, 5), and per order (or vehicle, when no order is named) per hour
   * (BUY_ONLINE_INQUIRY_ORDER_LIMIT, 3): a dealer's inbox is not a place to flood.
   */
  inquiryLimit: { perAddressHour: number | null; perOrderHour: number | null };
  /**
   * The buyer's confirm asks the provider about a pending payment at most once per order in this
   * time (BUY_ONLINE_RECONCILE_MS, 10,000 ms; "off": every confirm asks); in between it answers
   * the order as it stands. The provider's webhook needs no such look.
   */
  reconcileIntervalMs: number | null;
}

/** A limit from the environment: a positive whole number, or "off". */
function limit(name: string, value: string | undefined, fallback: number): number | null {
  return value === "off" ? null : positiveInteger(name, value, fallback);
}

export function ordersConfig(env: NodeJS.ProcessEnv): OrdersConfig {
  return {
    lockMs: positiveInteger("ORDER_LOCK_MINUTES", env.ORDER_LOCK_MINUTES, 15) * 60_000,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
          apiBase: env.STRIPE_API_BASE || null,
        }
      : null,
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            apiBase: env.PAYPAL_API_BASE || "https://api-m.sandbox.paypal.com",
            webhookId: env.PAYPAL_WEBHOOK_ID || null,
          }
        : null,
    liqpay:
      env.LIQPAY_PUBLIC_KEY && env.LIQPAY_PRIVATE_KEY
        ? { publicKey: env.LIQPAY_PUBLIC_KEY, privateKey: env.LIQPAY_PRIVATE_KEY }
        : null,
    freeReservation: env.BUY_ONLINE_FREE_RESERVATION === "true",
    sweeper: env.ORDER_SWEEPER !== "false",
    initLimit: {
      perMinute: limit("BUY_ONLINE_INIT_LIMIT", env.BUY_ONLINE_INIT_LIMIT, 30),
      perVehicleHour: limit("BUY_ONLINE_INIT_VEHICLE_LIMIT", env.BUY_ONLINE_INIT_VEHICLE_LIMIT, 10),
    },
    inquiryLimit: {
      perAddressHour: limit("BUY_ONLINE_INQUIRY_LIMIT", env.BUY_ONLINE_INQUIRY_LIMIT, 5),
      perOrderHour: limit("BUY_ONLINE_INQUIRY_ORDER_LIMIT", env.BUY_ONLINE_INQUIRY_ORDER_LIMIT, 3),
    },
    reconcileIntervalMs: limit("BUY_ONLINE_RECONCILE_MS", env.BUY_ONLINE_RECONCILE_MS, 10_000),
  };
}
