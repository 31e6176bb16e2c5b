import type { FastifyReply } from "fastify";
import { DEALERS_FETCHED } from "../../model/listings/filter-keys.ts";
import { QueryError, parseListingQuery, type ListingQuery } from "../../model/listings/listing-query.ts";
import { withMonthlyBudget } from "../../model/finance/budget.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import type { ListingListParams } from "../../generated/contracts/entities/listing.ts";
import { AUSTRALIAN_STATES, publicDealer, type Dealers } from "./dealers.ts";
import type { ListingSettings } from "./listing-settings.ts";
import type { ListingService } from "./listing-service.ts";
import { shapeCard, shapeLight, shapeVehicle } from "./vehicle-shape.ts";
import { CACHE_TAGS } from "../../model/http/shared-cache.ts";

/** Stock answers a shared cache may keep: a stock import or a reservation purges them. */
const STOCK_TAGS = [CACHE_TAGS.stock];

type Query = Record<string, string | string[] | undefined>;
const errors = errorResponses([400, 404]);
const listParams = ref("listing", "list-params");
const query = ref("listing", "query");

/** Listings API at the seed's paths. Bad query parameters get a 400 naming the parameter. */
export function listingsRoutes({
  listings,
  dealers,
  listingSettings,
}: {
  listings: ListingService;
  dealers: Dealers;
  listingSettings: ListingSettings;
}): RoutePlugin {
  return async (app) => {
    const tags = ["listings"];
    const shapeOptions = () => listingSettings.shapeOptions((message) => app.log.warn(message));

    /** Answers 404 unless the publication list exists; true when it does. */
    async function requireList(list: string, reply: FastifyReply): Promise<boolean> {
      if (await listings.listExists(list)) return true;
      sendError(reply, 404, "not_found", `No publication list ${list}.`);
      return false;
    }

    /** The parsed stock query, or null after answering 400 with the parameter named. */
    function parsed(params: Query, reply: FastifyReply): ListingQuery | null {
      try {
        return parseListingQuery(withMonthlyBudget(params));
      } catch (error) {
        if (error instanceof QueryError) {
          sendError(reply, 400, "bad_parameter", error.message, { parameter: error.parameter });
          return null;
        }
        throw error;
      }
    }

    /** The page of the list that the query asks for, or null after answering 400 or 404. */
    async function searchList(list: string, { lang, ...params }: Query, reply: FastifyReply) {
      const query = parsed(params, reply);
      if (!query || !(await requireList(list, reply))) return null;
      // `lang`: the page's language, whose words the prices are written in (decision 181).
      const code = typeof lang === "string" ? lang : undefined;
      const [{ result, vehicles }, shape] = await Promise.all([
        listings.search(list, query),
        code ? listingSettings.shapeOptionsIn({ code }, (message) => app.log.warn(message)) : shapeOptions(),
      ]);
      return { query, result, vehicles, options: { listKey: list, ...shape } };
    }

    app.get(
      "/public_api/listing/:list",
      {
        config: { sharedCache: STOCK_TAGS },
        schema: {
          tags,
          summary:
            "Stock list (vehicle cards; the vehicle route has every field): filters (filter[key_op]), monthly_budget (price ceiling on the default finance terms), q, sort, page, items (max 12), forced_statuses, forced_dealer_codes, lang (the language prices are worded in); with facet counts",
          params: listParams,
          querystring: query,
          response: { 200: ref("listing", "list-answer"), ...errors },
        },
      },
      async (request, reply) => {
        const found = await searchList(request.params.list, request.query, reply);
        if (!found) return reply;
        const { query, result, vehicles, options } = found;
        return {
          data: vehicles.map((vehicle) => shapeCard(vehicle, options)),
          meta: {
            total: result.total,
            available: result.available,
            page: result.page,
            pages: result.pages,
            items: query.items,
            sort: query.sort,
            facets: result.facets,
            ranges: result.ranges,
          },
        };
      },
    );

    app.get(
      "/public_api/listing/:list/light",
      {
        config: { sharedCache: STOCK_TAGS },
        schema: {
          tags,
          summary: "Stock list, light entries (id, link, title, price, photo)",
          params: listParams,
          querystring: query,
          response: { 200: ref("listing", "light-answer"), ...errors },
        },
      },
      async (request, reply) => {
        const found = await searchList(request.params.list, request.query, reply);
        if (!found) return reply;
        const { query, result, vehicles, options } = found;
        return {
          data: vehicles.map((vehicle) => shapeLight(vehicle, options)),
          meta: {
            total: result.total,
            available: result.available,
            page: result.page,
            pages: result.pages,
            items: query.items,
          },
        };
      },
    );

    app.get(
      "/public_api/listing/:list/vehicle/:id",
      {
        config: { sharedCache: STOCK_TAGS },
        schema: {
          tags,
          summary: "One vehicle with up to six similar ones (same nameplate, never itself)",
          params: ref("listing", "vehicle-params"),
          querystring: ref("listing", "vehicle-query"),
          response: { 200: ref("listing", "vehicle-answer"), ...errors },
        },
      },
      async (request, reply) => {
        const vehicle = await listings.vehicle(request.params.list, request.params.id);
        if (!vehicle)
          return sendError(reply, 404, "not_found", `No vehicle ${request.params.id} in ${request.params.list}.`);
        const { lang } = request.query;
        const shape = lang
          ? await listingSettings.shapeOptionsIn({ code: lang }, (message) => app.log.warn(message))
          : await shapeOptions();
        const options = { listKey: request.params.list, ...shape };
        const similar = await listings.similar(request.params.list, vehicle);
        return {
          data: shapeVehicle(vehicle, options),
          meta: { similar: similar.map((row) => shapeVehicle(row, options)) },
        };
      },
    );

    app.get<{ Params: ListingListParams; Querystring: Query }>(
      "/public_api/listing/:list/retailers",
      {
        schema: {
          tags,
          summary: "Retailers of a list: q[brand_eq], q[state_eq], q[postcode_eq], q[locality_eq]",
          params: listParams,
          querystring: ref("dealer", "retailers-query"),
          response: { 200: ref("dealer", "list"), ...errors },
        },
      },
      async (request, reply) => {
        const allowed = new Set(["q[brand_eq]", "q[state_eq]", "q[postcode_eq]", "q[locality_eq]"]);
        for (const parameter of Object.keys(request.query)) {
          if (!allowed.has(parameter))
            return sendError(reply, 400, "bad_parameter", `${parameter}: is not a retailer search parameter`, {
              parameter,
            });
        }
        const value = (key: string): string | undefined => {
          const raw = request.query[key];
          return Array.isArray(raw) ? raw[raw.length - 1] : raw;
        };
        const state = value("q[state_eq]");
        if (state && !(AUSTRALIAN_STATES as readonly string[]).includes(state.toUpperCase())) {
          return sendError(reply, 400, "bad_parameter", `q[state_eq]: must be one of ${AUSTRALIAN_STATES.join(", ")}`, {
            parameter: "q[state_eq]",
          });
        }
        if (!(await requireList(request.params.list, reply))) return reply;
        const found = await dealers.retailers(request.params.list, {
          brand: value("q[brand_eq]"),
          state,
          postcode: value("q[postcode_eq]"),
          locality: value("q[locality_eq]"),
        });
        return { data: found.map(publicDealer) };
      },
    );

    app.get(
      "/dealers",
      {
        schema: {
          tags,
          summary: "Dealers (at most 50): filter[brands_name_eq], sort=name",
          querystring: ref("dealer", "query"),
          response: { 200: ref("dealer", "list"), ...errorResponses([400]) },
        },
      },
      async (request) => {
        const listed = await dealers.list({
          items: request.query.items ?? DEALERS_FETCHED,
          brand: request.query["filter[brands_name_eq]"],
          sort: request.query.sort ?? "name",
        });
        return { data: listed.map(publicDealer) };
      },
    );
  };
}
