import { ORDER_ONLINE_ROUTES } from "../../model/order-journey/journey-config.ts";
import type { OrderRow, OrdersStore } from "./orders-store.ts";

/** The payment methods LiqPay's checkout may offer (its documented paytypes). */
const PAYTYPES =
  /^(apay|gpay|card|liqpay|privat24|masterpass|moment_part|paypart|cash|invoice|qr)(,(apay|gpay|card|liqpay|privat24|masterpass|moment_part|paypart|cash|invoice|qr))*$/;
const PAYTYPES_SETTING = "buy_online.liqpay_paytypes";
const ORIGIN_SETTING = "site.origin";

/**
 * The parts of a LiqPay checkout the server signs besides the order's amount and number, all from the
 * server's own data (a buyer-chosen return page or description would carry our signature):
 * the description names the order and its vehicle, the payment methods are the setting's, the
 * return page is the journey's success page on the site's configured origin, and LiqPay's server
 * callback goes to this server. An origin the server does not know leaves both URLs out.
 */
export async function liqpaySiteParams(
  store: OrdersStore,
  order: OrderRow,
  publicUrl: string | null,
): Promise<Record<string, string>> {
  const settings = await store.settings([PAYTYPES_SETTING, ORIGIN_SETTING]);
  const vehicle = await store.vehicle(order.vehicle_id);
  const paytypes = settings.get(PAYTYPES_SETTING)?.trim();
  const origin = publicUrl ?? httpOrigin(settings.get(ORIGIN_SETTING));
  const params: Record<string, string> = {
    description: `Reservation ${order.order_number}${vehicle?.title ? `: ${vehicle.title}` : ""}`.slice(0, 500),
  };
  if (paytypes && PAYTYPES.test(paytypes)) params.paytypes = paytypes;
  if (origin) {
    const success = new URL(ORDER_ONLINE_ROUTES.success, origin);
    success.searchParams.set("order", order.order_number);
    params.result_url = success.toString();
    params.server_url = new URL("/buy_online/liqpay/callback", origin).toString();
  }
  return params;
}

/** An http(s) origin from a setting, or null. */
function httpOrigin(value: string | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
}
