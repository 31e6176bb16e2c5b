import { parseRangeData } from "../../model/finance/range.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { DEMO_RANGE_DATA } from "./range-data.ts";

/**
 * The finance domain's routes: the demo factors the seeded Range calculator reads from its data_url
 * (the seed leaves the data's source and shape open; decision 071). Checked once at start.
 */
export function financeRoutes(): RoutePlugin {
  const data = parseRangeData(DEMO_RANGE_DATA);
  if (!data) throw new Error("services/finance/range-data.ts is not range data");
  return async (app) => {
    app.get(
      "/public_api/finance/range-data",
      {
        schema: {
          tags: ["public"],
          summary: "Range calculator factors (wheels, outside temperatures, climate control)",
          response: { 200: ref("finance", "range-data") },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "public, max-age=300");
        return data;
      },
    );
  };
}
