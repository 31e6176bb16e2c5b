/**
 * The browser's payment calls (seed 001 section 7, Buy online): which vendors the server offers with
 * their public keys, and a payment per provider for the reserved vehicle's order. The amount and
 * currency sent are the server's own (from GET /buy_online/providers); the server checks them again.
 * Never throws: every failure is an outcome the payment step can show.
 */
import { toDecimal } from "../../../../model/orders/index.ts";
import { call, type Outcome } from "../api.ts";

export type PaidVendor = "stripe" | "paypal" | "liqpay";

/**
 * The paid vendor a showroom config names, or null. The setting spells vendors in capitals like
 * NO_PAYMENT_JAPAN (STRIPE, PAYPAL, LIQPAY); the orders API names them in lower case.
 */
export function paidVendorOf(vendor: string): PaidVendor | null {
  const name = vendor.toLowerCase();
  return name === "stripe" || name === "paypal" || name === "liqpay" ? name : null;
}

/** GET /buy_online/providers: public keys only; a secret never leaves the server. */
export interface Providers {
  vendors: string[];
  amount: number;
  currency: string;
  stripe_publishable_key: string | null;
  paypal_client_id: string | null;
  liqpay_public_key: string | null;
}

export function fetchProviders(): Promise<Outcome<Providers>> {
  return call<Providers>("GET", "/buy_online/providers");
}

/** The public key (or client id) a vendor's browser SDK needs, or null when the server cannot take its payments. */
export function publicKeyOf(providers: Providers, vendor: PaidVendor): string | null {
  if (!providers.vendors.includes(vendor)) return null;
  if (vendor === "stripe") return providers.stripe_publishable_key;
  if (vendor === "paypal") return providers.paypal_client_id;
  return providers.liqpay_public_key;
}

/** What the payment is for: the reserved vehicle and its lock. */
export interface Reservation {
  vehicleId: string;
  lockId: string;
  companyUuid: string;
}

export interface Price {
  amount: number;
  currency: string;
}

/** "1,000.00 EUR"-style text of an amount in minor units, in the visitor's locale. */
export function formatAmount(price: Price, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency: price.currency }).format(
      Number(toDecimal(price.amount, price.currency)),
    );
  } catch {
    return `${toDecimal(price.amount, price.currency)} ${price.currency}`;
  }
}

export interface StripePayment {
  payment_intent_id: string;
  client_secret: string;
  order_number: string;
}

/** POST /buy_online/payment: a Stripe PaymentIntent (manual capture when the payment is on hold). */
export function createStripePayment(
  reservation: Reservation,
  price: Price,
  onHold = false,
): Promise<Outcome<StripePayment>> {
  return call<StripePayment>("POST", "/buy_online/payment", {
    payment: {
      amount: price.amount,
      currency: price.currency,
      vehicle_id: reservation.vehicleId,
      company_uuid: reservation.companyUuid,
      lock_id: reservation.lockId,
      ...(onHold ? { capture_method: "manual" } : {}),
    },
  });
}

export interface PayPalOrder {
  id: string;
  status: string;
  order_number: string;
}

/** POST /buy_online/paypal/create_order: the PayPal order the buttons approve (amount as a decimal text). */
export function createPayPalOrder(reservation: Reservation, price: Price): Promise<Outcome<PayPalOrder>> {
  return call<PayPalOrder>("POST", "/buy_online/paypal/create_order", {
    order: {
      amount_value: toDecimal(price.amount, price.currency),
      amount_currency_code: price.currency,
      company_uuid: reservation.companyUuid,
      vehicle_id: reservation.vehicleId,
      lock_id: reservation.lockId,
    },
  });
}

export interface LiqPayCheckout {
  data: string;
  signature: string;
  order_id: string;
}

/**
 * GET /buy_online/liqpay/checkout_data: LiqPay's data and signature (language default 'en'). The
 * description, return page and payment methods LiqPay signs are the server's, never the page's.
 */
export function fetchLiqPayCheckout(
  reservation: Reservation,
  price: Price,
  options: { language?: "en" | "uk" | "ru" } = {},
): Promise<Outcome<LiqPayCheckout>> {
  const query = new URLSearchParams({
    company_uuid: reservation.companyUuid,
    amount: toDecimal(price.amount, price.currency),
    currency: price.currency,
    language: options.language ?? "en",
    vehicle_id: reservation.vehicleId,
    lock_id: reservation.lockId,
  });
  // LiqPay names its own field `data`: the answer is read as it is, not unwrapped.
  return call<LiqPayCheckout>("GET", `/buy_online/liqpay/checkout_data?${query.toString()}`, undefined, true);
}
