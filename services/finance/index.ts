/** The finance domain's public surface: the demo data the finance blocks read (decision 071). */
import { defineDomain } from "../foundation/domain.ts";
import { financeRoutes } from "./finance-routes.ts";

export const financeDomain = defineDomain({
  name: "finance",
  create: () => ({}),
  routes: () => financeRoutes(),
});
