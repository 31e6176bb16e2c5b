/** The orders domain's public surface: buy online (locks, orders, payments) and which vehicles are reserved. */
import { defineDomain } from "../foundation/domain.ts";
import { ordersRoutes } from "./orders-routes.ts";
import { createOrdersService } from "./orders-service.ts";

export type { OrdersService } from "./orders-service.ts";

export const ordersDomain = defineDomain({
  name: "orders",
  create: ({ config, database }) => ({ orders: createOrdersService(config, database) }),
  routes: (services) => async (app) => {
    await app.register(ordersRoutes(services.orders));
    services.orders.start((message) => app.log.warn(message));
    app.addHook("onClose", () => services.orders.stop());
  },
});
