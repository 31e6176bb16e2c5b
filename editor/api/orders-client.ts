import type {
  OrderAdminList,
  OrderAdminOrder,
  OrderLockList,
  OrderState,
} from "../../generated/contracts/entities/order.ts";
import { routes } from "../../model/api/routes.ts";
import { call, request } from "./http.ts";

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
const act = { method: "POST", redirectOnForbidden: false } as const;
const path = (number: string) => `/orders/${encodeURIComponent(number)}`;

export const ordersClient = {
  /** Newest first; `state` narrows to one status. */
  list: async (page: number, items: number, state?: OrderState) =>
    (await call(routes.adminOrders, { query: { page, items, ...(state ? { state } : {}) } })).data,
  detail: async (number: string) => (await call(routes.adminOrder, { params: { number } })).data,
  cancel: async (number: string) => (await request<OrderAdminOrder>(`${path(number)}/cancel`, act)).data,
  refund: async (number: string) => (await request<OrderAdminOrder>(`${path(number)}/refund`, act)).data,
  /** Queues a failed e-mail of the order again (idempotent: a queued one is left as it is). */
  resend: async (number: string, deliveryId: string) =>
    (await request<OrderAdminOrder>(`${path(number)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, act)).data,
  locks: async () => (await request<OrderLockList>("/order_locks")).data.data,
  releaseLock: async (vehicleId: string) =>
    (
      await request<OrderAdminOrder>(`/order_locks/${encodeURIComponent(vehicleId)}`, {
        method: "DELETE",
        redirectOnForbidden: false,
      })
    ).data,
};
