import type { FastifyReply } from "fastify";
import { offerCarModels, groupNameplates } from "../../model/catalogue/nameplates.ts";
import { compareSpec, vehicleSpecs } from "../../model/catalogue/vehicle-specs.ts";
import { QueryError, parseListingQuery } from "../../model/listings/listing-query.ts";
import type { VehicleCatalogueVehicleParams } from "../../generated/contracts/entities/vehicle-catalogue.ts";
import type { EntityDefTypes } from "../../generated/contracts/entity-types.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import type { ListingService, VehicleRow } from "./listing-service.ts";
import type { ListingSettings } from "./listing-settings.ts";
import type { StockCatalogue } from "./stock-catalogue.ts";
import { shapeLight, shapeVehicle } from "./vehicle-shape.ts";

/** The stock's filter parameters (filter[key_op]) are open-ended: the schema admits them by pattern. */
type Query = Record<string, string | string[] | undefined>;
/** The catalogue's answers, by their def in schemas/vehicle-catalogue.schema.json. */
type CatalogueDef = keyof EntityDefTypes["vehicle-catalogue"] & string;
const DEFAULT_LIST = "all";
const LIST_KEY = /^[a-z0-9-]{1,60}$/;

/**
 * The CMS API vehicle paths (GET /vehicles, /vehicles/grouped_nameplates,
 * /vehicles/{id}/specs, /offer_car_models, /compare/spec/{id}), served from the stock: the "all"
 * publication list unless `list` names another. An unknown vehicle or list is a 404 in the shared
 * error shape; a bad parameter a 400 naming it.
 */
export function catalogueRoutes({
  listings,
  listingSettings,
  stockCatalogue,
}: {
  listings: ListingService;
  listingSettings: ListingSettings;
  stockCatalogue: StockCatalogue;
}): RoutePlugin {
  return async (app) => {
    const tags = ["catalogue"];
    /** A catalogue read's schema: its input, its answer, and the shared 400 (bad parameter) and 404 shapes. */
    const lookup = <Input extends object, Answer extends CatalogueDef>(
      summary: string,
      input: Input,
      answer: Answer,
    ) => ({
      schema: {
        tags,
        summary,
        ...input,
        response: { 200: ref("vehicle-catalogue", answer), ...errorResponses([400, 404]) },
      },
    });
    const shapeOptions = async (listKey: string) => ({
      listKey,
      ...(await listingSettings.shapeOptions((message) => app.log.warn(message))),
    });

    /** The list named by `list` (default all), or null after answering 400 or 404. */
    async function listOf(raw: unknown, reply: FastifyReply): Promise<string | null> {
      const list = typeof raw === "string" && raw !== "" ? raw : DEFAULT_LIST;
      if (!LIST_KEY.test(list)) {
        sendError(reply, 400, "bad_parameter", "list: must be a publication list key (a-z, 0-9, -)", {
          parameter: "list",
        });
        return null;
      }
      if (!(await listings.listExists(list))) {
        sendError(reply, 404, "not_found", `No publication list ${list}.`);
        return null;
      }
      return list;
    }

    /** The vehicle of the "all" list, or null after answering 404. */
    async function vehicleOf(id: string, reply: FastifyReply): Promise<VehicleRow | null> {
      const vehicle = await listings.vehicle(DEFAULT_LIST, id);
      if (!vehicle) sendError(reply, 404, "not_found", `No vehicle ${id}.`);
      return vehicle;
    }

    app.get<{ Querystring: Query }>(
      "/vehicles",
      lookup(
        "Vehicles of the stock (light entries), a page at a time: list (default all), filter[key_op], q, sort, page, items (max 12)",
        { querystring: ref("vehicle-catalogue", "vehicles-query") },
        "vehicles-answer",
      ),
      async (request, reply) => {
        const { list: rawList, ...params } = request.query;
        let query;
        try {
          query = parseListingQuery(params);
        } catch (error) {
          if (!(error instanceof QueryError)) throw error;
          return sendError(reply, 400, "bad_parameter", error.message, { parameter: error.parameter });
        }
        const list = await listOf(rawList, reply);
        if (!list) return reply;
        const [{ result, vehicles }, options] = await Promise.all([listings.search(list, query), shapeOptions(list)]);
        return {
          data: vehicles.map((vehicle) => shapeLight(vehicle, options)),
          meta: { total: result.total, page: result.page, pages: result.pages, items: query.items, list },
        };
      },
    );

    app.get(
      "/vehicles/grouped_nameplates",
      lookup(
        "Nameplates in stock grouped by brand and model group, with vehicle counts",
        { querystring: ref("vehicle-catalogue", "list-query") },
        "grouped-nameplates",
      ),
      async (request, reply) => {
        const list = await listOf(request.query.list, reply);
        if (!list) return reply;
        return groupNameplates(await stockCatalogue.nameplates(list));
      },
    );

    /** A read of one vehicle of the "all" list, shaped by `answer`; 404 for an unknown vehicle. */
    function vehicleRoute(
      url: string,
      summary: string,
      answerSchema: CatalogueDef,
      answer: (vehicle: ReturnType<typeof shapeVehicle>) => unknown,
    ): void {
      // The answer's schema varies with the caller, so its handler is typed by hand.
      app.get<{ Params: VehicleCatalogueVehicleParams }>(
        url,
        lookup(summary, { params: ref("vehicle-catalogue", "vehicle-params") }, answerSchema),
        async (request, reply) => {
          const vehicle = await vehicleOf(request.params.id, reply);
          if (!vehicle) return reply;
          return answer(shapeVehicle(vehicle, await shapeOptions(DEFAULT_LIST)));
        },
      );
    }

    vehicleRoute(
      "/vehicles/:id/specs",
      "A vehicle's specification in groups (overview, engine, drivetrain, colours and seating)",
      "vehicle-specs",
      vehicleSpecs,
    );
    vehicleRoute(
      "/compare/spec/:id",
      "A vehicle's specification as a compare column: every row always present, in one order",
      "compare-spec",
      compareSpec,
    );

    app.get(
      "/offer_car_models",
      {
        schema: {
          tags,
          summary: "Car models offers can target: one per nameplate in stock, with its model keys",
          response: { 200: ref("vehicle-catalogue", "offer-car-models") },
        },
      },
      async () => offerCarModels(await stockCatalogue.nameplates(DEFAULT_LIST)),
    );
  };
}
