/** The orders domain's public surface: buy online (locks, orders, payments) and which vehicles are reserved. */
import { defineDomain } from "../foundation/domain.ts";
import { OrdersAdmin } from "./orders-admin.ts";
import { ordersAdminRoutes } from "./orders-admin-routes.ts";
import { ordersRoutes } from "./orders-routes.ts";
import { createOrdersService } from "./orders-service.ts";
import { Payments } from "./payments.ts";
import { paymentsRoutes } from "./payments-routes.ts";

export const ordersDomain = defineDomain({
  name: "orders",
  create: ({ config, database }) => {
    const orders = createOrdersService(config, database);
    return { orders, payments: new Payments(orders) };
  },
  routes:
    (services, { config }) =>
    async (app) => {
      await app.register(ordersRoutes(services.orders, services.payments));
      await app.register(paymentsRoutes(services.payments, config.publicUrl));
      await app.register(ordersAdminRoutes(services.orders, new OrdersAdmin(services.orders, services.payments)));
      const log = (message: string) => app.log.warn(message);
      services.orders.start(log);
      // After a crash: orders whose payment went through while no webhook was heard are settled now.
      if (services.orders.config.sweeper) void services.payments.reconcileAll(log);
      app.addHook("onClose", () => services.orders.stop());
    },
});
