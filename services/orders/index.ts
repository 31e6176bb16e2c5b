/** The orders domain's public surface: buy online (locks, orders, payments) and which vehicles are reserved. */
import { defineDomain } from "../foundation/domain.ts";
import { Deliverer } from "../forms/index.ts";
import { OrderLeadCallsWorker } from "./order-lead-calls.ts";
import { OrderOutboxWorker } from "./order-outbox.ts";
import { OrdersAdmin } from "./orders-admin.ts";
import { ordersAdminRoutes } from "./orders-admin-routes.ts";
import { ordersRoutes } from "./orders-routes.ts";
import { createOrdersService } from "./orders-service.ts";
import { Payments } from "./payments.ts";
import { paymentsRoutes } from "./payments-routes.ts";

export const ordersDomain = defineDomain({
  name: "orders",
  create: ({ config, database, limits }) => {
    const orders = createOrdersService(config, database, limits);
    // Confirmation and inquiry e-mails: the order outbox, sent through the forms domain's SMTP path
    // with its schedule and settings (SMTP_URL, MAIL_FROM, OUTBOX_*; decision 042).
    const outbox = new OrderOutboxWorker(database, new Deliverer(config.forms), {
      pollMs: config.forms.outboxPollMs,
      claimMs: config.forms.outboxClaimMs,
      retryMs: config.forms.outboxRetryMs,
    });
    // The lead-service calls an order owes (payment intent, cancellation): their own outbox (decision 161).
    const leadCalls = new OrderLeadCallsWorker(database, config.forms, {
      pollMs: config.forms.outboxPollMs,
      claimMs: config.forms.outboxClaimMs,
      retryMs: config.forms.outboxRetryMs,
    });
    return { orders, payments: new Payments(orders), orderOutbox: outbox, orderLeadCalls: leadCalls };
  },
  routes:
    (services, { config }) =>
    async (app) => {
      await app.register(ordersRoutes(services.orders, services.payments, config.requireUserLogin));
      await app.register(paymentsRoutes(services.payments, config.publicUrl, config.requireUserLogin));
      await app.register(ordersAdminRoutes(services.orders, new OrdersAdmin(services.orders, services.payments)));
      const log = (message: string) => app.log.warn(message);
      services.orders.start(log);
      // After a crash: orders whose payment went through while no webhook was heard are settled now.
      if (services.orders.config.sweeper) {
        // Started, not awaited: a failure (the database unreachable for a moment) is logged, and the
        // periodic round below settles the rest; it must never take the server down.
        services.payments
          .reconcileAll(log)
          .catch((error: unknown) => log(`reconciling pending payments: ${(error as Error).message}`));
        // Late payments whose refund the provider has not confirmed yet (decision 049).
        services.payments.start(log);
      }
      if (config.forms.outboxWorker) {
        services.orderOutbox.start();
        services.orderLeadCalls.start();
      }
      app.addHook("onClose", async () => {
        services.orders.stop();
        services.payments.stop();
        await services.orderOutbox.stop();
        await services.orderLeadCalls.stop();
      });
    },
});
export { heldAmong, isLive, liveHolds, type VehicleHold } from "./vehicle-holds.ts";
