import type { FastifyReply } from "fastify";
import { guard } from "../auth/index.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { sendError } from "../foundation/errors.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { orderVehicles, ordersPaid } from "./order-list-extras.ts";
import type { OrdersAdmin } from "./orders-admin.ts";
import { publicOrder, type OrdersService, type Outcome } from "./orders-service.ts";

const tags = ["orders"];

function send(reply: FastifyReply, outcome: Outcome): FastifyReply {
  return reply.code(outcome.answer.status).send(outcome.answer.body);
}

/** The admin's orders: list, cancel, refund, reservation locks (editors read, admins act). */
export function ordersAdminRoutes(orders: OrdersService, admin: OrdersAdmin): RoutePlugin {
  return async (app) => {
    const read = guard("orders:read");
    const write = guard("orders:write");
    const params = ref("order", "order-params");

    app.get(
      "/orders",
      {
        ...read,
        schema: {
          tags,
          summary: "Orders, newest first: status, vehicle (name, photo, page), amount, amount paid and provider",
          querystring: ref("order", "list-query"),
          response: { 200: ref("order", "admin-list"), ...errorResponses([400, 401, 403]) },
        },
      },
      async (request) => {
        const { rows, total } = await orders.store.list(request.query);
        const [vehicles, paid] = await Promise.all([
          orderVehicles(
            orders.store.db,
            rows.map((row) => row.vehicle_id),
          ),
          ordersPaid(
            orders.store.db,
            rows.map((row) => row.order_number),
          ),
        ]);
        return {
          data: rows.map((row) => ({
            ...publicOrder(row),
            lock_id: row.lock_id,
            customer_email: row.customer_email,
            amount_paid: paid.has(row.order_number) ? row.amount : 0,
            vehicle: vehicles.get(row.vehicle_id) ?? null,
          })),
          meta: {
            page: request.query.page,
            items: request.query.items,
            total,
            pages: Math.ceil(total / request.query.items),
          },
        };
      },
    );

    app.get(
      "/orders/:number/admin",
      {
        ...read,
        schema: {
          tags,
          summary: "One order with its buyer's e-mail and its event history",
          params,
          response: { 200: ref("order", "admin-order"), ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) => {
        const order = await orders.read(request.params.number);
        if (!order) return sendError(reply, 404, "not_found", `There is no order ${request.params.number}.`);
        return admin.view(order);
      },
    );

    for (const action of ["cancel", "refund"] as const) {
      app.post(
        `/orders/:number/${action}`,
        {
          ...write,
          schema: {
            tags,
            summary:
              action === "cancel"
                ? "Cancel an unpaid order (its vehicle is free again)"
                : "Refund a paid order through its provider",
            params,
            response: { 200: ref("order", "admin-order"), ...errorResponses([400, 401, 403, 404, 409]) },
          },
        },
        async (request, reply) =>
          send(
            reply,
            action === "cancel"
              ? await admin.cancel(request.params.number, request.user?.email ?? null)
              : await admin.refund(request.params.number, request.user?.email ?? null),
          ),
      );
    }

    app.post(
      "/orders/:number/deliveries/:id/resend",
      {
        ...write,
        schema: {
          tags,
          summary: "Send a failed order e-mail again (its outbox row is queued again; idempotent)",
          description:
            "200 with the order: a failed e-mail is queued again, one already queued is left as it is. 409 when it was delivered.",
          params: ref("order", "delivery-params"),
          response: { 200: ref("order", "admin-order"), ...errorResponses([400, 401, 403, 404, 409]) },
        },
      },
      async (request, reply) =>
        send(reply, await admin.resend(request.params.number, request.params.id, request.user?.email ?? null)),
    );

    app.get(
      "/order_locks",
      {
        ...read,
        schema: {
          tags,
          summary: "Reservation locks: vehicle, order, expiry (null: held by a paid or confirmed order)",
          response: { 200: ref("order", "lock-list"), ...errorResponses([401, 403]) },
        },
      },
      async () => ({ data: await orders.store.locks() }),
    );

    app.delete(
      "/order_locks/:vehicle_id",
      {
        ...write,
        schema: {
          tags,
          summary: "Release a stale lock: its unpaid order is cancelled",
          params: ref("order", "lock-params"),
          response: { 200: ref("order", "admin-order"), ...errorResponses([400, 401, 403, 404, 409]) },
        },
      },
      async (request, reply) => send(reply, await admin.releaseLock(request.params.vehicle_id)),
    );
  };
}
