import { NO_RESULTS_TEXT } from "../../model/search/page-search.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import type { PageSearchIndex } from "./page-search-index.ts";
import { searchSite, type VehicleSources } from "./site-search.ts";

/** `GET /public_api/search?q=`: published pages and stock vehicles, ranked; the seed's text when a query finds nothing. */
export function searchRoutes(index: PageSearchIndex, vehicles: VehicleSources | null): RoutePlugin {
  return async (app) => {
    app.get(
      "/public_api/search",
      {
        schema: {
          tags: ["public"],
          summary: "Search the published pages and the stock's vehicles",
          querystring: ref("search", "query"),
          response: { 200: ref("search", "results"), ...errorResponses([400]) },
        },
      },
      async (request) => {
        const query = (request.query.q ?? "").trim();
        const data = await searchSite(index, vehicles, query, request.query.limit);
        return { query, data, message: query !== "" && data.length === 0 ? NO_RESULTS_TEXT : null };
      },
    );
  };
}
