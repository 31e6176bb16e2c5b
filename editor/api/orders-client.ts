import type {
  OrderAdminList,
  OrderAdminOrder,
  OrderLockList,
  OrderState,
} from "../../generated/contracts/entities/order.ts";
import { routes } from "../../model/api/routes.ts";
import { call } from "./http.ts";

/** The admin's orders API (services/orders/orders-admin-routes.ts): editors read, admins act. */
export type { OrderAdminOrder, OrderState };
export type OrderLockRow = OrderLockList["data"][number];
export type OrderListRow = OrderAdminList["data"][number];

export const ORDER_STATES: readonly OrderState[] = [
  "initiated",
  "payment_pending",
  "paid",
  "on_hold",
  "confirmed",
  "cancelled",
  "expired",
  "refunded",
];

// A 403 or 409 here is the server refusing one action: the screen shows its message.
const act = { redirectOnForbidden: false } as const;

export const ordersClient = {
  /** Newest first; `state` narrows to one status. */
  list: async (page: number, items: number, state?: OrderState) =>
    (await call(routes.adminOrders, { query: { page, items, ...(state ? { state } : {}) } })).data,
  detail: async (number: string) => (await call(routes.adminOrder, { params: { number } })).data,
  cancel: async (number: string) => (await call(routes.adminOrderCancel, { params: { number } }, act)).data,
  refund: async (number: string) => (await call(routes.adminOrderRefund, { params: { number } }, act)).data,
  /** Queues a failed e-mail of the order again (idempotent: a queued one is left as it is). */
  resend: async (number: string, deliveryId: string) =>
    (await call(routes.adminOrderResend, { params: { number, id: deliveryId } }, act)).data,
  locks: async () => (await call(routes.orderLocks, {})).data.data,
  releaseLock: async (vehicleId: string) =>
    (await call(routes.orderLockRelease, { params: { vehicle_id: vehicleId } }, act)).data,
};
