/**
 * The browser's payment calls (Buy online): which vendors the server offers with
 * their public keys, and a payment per provider for the reserved vehicle's order. The amount and
 * currency sent are the server's own (from GET /buy_online/providers); the server checks them again.
 * Never throws: every failure is an outcome the payment step can show.
 */
import { toDecimal } from "../../../../model/orders/index.ts";
import type { RouteResponse } from "../../../../model/api/route-contract.ts";
import { routes } from "../../../../model/api/routes.ts";
import { callRoute, type Outcome } from "../api.ts";

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
export type Providers = RouteResponse<typeof routes.paymentProviders>;

export function fetchProviders(): Promise<Outcome<Providers>> {
  return callRoute(routes.paymentProviders, {});
}

/** The public key (or client id) a vendor's browser SDK needs, or null when the server cannot take its payments. */
export function publicKeyOf(providers: Providers, vendor: PaidVendor): string | null {
  if (!providers.vendors.includes(vendor)) return null;
  if (vendor === "stripe") return providers.stripe_publishable_key ?? null;
  if (vendor === "paypal") return providers.paypal_client_id ?? null;
  return providers.liqpay_public_key ?? null;
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

export type StripePayment = RouteResponse<typeof routes.paymentCreate>;

/** POST /buy_online/payment: a Stripe PaymentIntent (manual capture when the payment is on hold). */
export function createStripePayment(
  reservation: Reservation,
  price: Price,
  onHold = false,
): Promise<Outcome<StripePayment>> {
  const payment = {
    amount: price.amount,
    currency: price.currency,
    vehicle_id: reservation.vehicleId,
    company_uuid: reservation.companyUuid,
    lock_id: reservation.lockId,
    ...(onHold ? { capture_method: "manual" as const } : {}),
  };
  return callRoute(routes.paymentCreate, { body: { payment } });
}

export type PayPalOrder = RouteResponse<typeof routes.paypalOrderCreate>;

/** POST /buy_online/paypal/create_order: the PayPal order the buttons approve (amount as a decimal text). */
export function createPayPalOrder(reservation: Reservation, price: Price): Promise<Outcome<PayPalOrder>> {
  const order = {
    amount_value: toDecimal(price.amount, price.currency),
    amount_currency_code: price.currency,
    company_uuid: reservation.companyUuid,
    vehicle_id: reservation.vehicleId,
    lock_id: reservation.lockId,
  };
  return callRoute(routes.paypalOrderCreate, { body: { order } });
}

export type LiqPayCheckout = RouteResponse<typeof routes.liqpayCheckout>;

/**
 * GET /buy_online/liqpay/checkout_data: LiqPay's data and signature (language default 'en'). The
 * description, return page and payment methods LiqPay signs are the server's, never the page's.
 */
export function fetchLiqPayCheckout(
  reservation: Reservation,
  price: Price,
  options: { language?: "en" | "uk" | "ru" } = {},
): Promise<Outcome<LiqPayCheckout>> {
  const query = {
    company_uuid: reservation.companyUuid,
    amount: toDecimal(price.amount, price.currency),
    currency: price.currency,
    language: options.language ?? "en",
    vehicle_id: reservation.vehicleId,
    lock_id: reservation.lockId,
  };
  // LiqPay names its own field `data`: the answer is read as it is, not unwrapped.
  return callRoute(routes.liqpayCheckout, { query });
}
