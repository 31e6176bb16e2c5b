import { guard } from "../auth/index.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import type { StockLists } from "./stock-lists.ts";

/** The publication lists of the stock, for the editor's picker of a block's list (anyone who may read pages). */
export function stockListsRoutes(lists: StockLists): RoutePlugin {
  return async (app) => {
    app.get(
      "/api/stock/lists",
      {
        ...guard("pages:read"),
        schema: {
          tags: ["stock"],
          summary: "The publication lists of the published stock, with their number of vehicles (editors)",
          response: { 200: ref("stock-feed", "publication_lists"), ...errorResponses([401, 403]) },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return { data: await lists.all() };
      },
    );
  };
}
