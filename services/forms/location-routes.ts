import { guard } from "../auth/index.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import type { FormsService } from "./forms-service.ts";
import { notFound, tags } from "./form-route-helpers.ts";

const LOCATION = ref("location");
const LOCATION_INPUT = ref("location", "location-input");

/** Retailer locations, which forms' location mappings read: forms' readers list them, writers change them. */
export function locationRoutes(forms: FormsService): RoutePlugin {
  const { store } = forms;
  return async (app) => {
    const readForms = guard("forms:read");
    const writeForms = guard("forms:write");

    app.get(
      "/locations",
      {
        ...readForms,
        schema: {
          tags,
          summary: "List locations",
          response: {
            200: ref("location", "location-list"),
            ...errorResponses([401, 403]),
          },
        },
      },
      async () => ({ data: await store.listLocations() }),
    );

    app.post(
      "/locations",
      {
        ...writeForms,
        schema: {
          tags,
          summary: "Create a location",
          body: LOCATION_INPUT,
          response: { 201: LOCATION, ...errorResponses([400, 401, 403]) },
        },
      },
      async (request, reply) => reply.code(201).send(await store.createLocation(request.body.attributes)),
    );

    app.put(
      "/locations/:id",
      {
        ...writeForms,
        schema: {
          tags,
          summary: "Replace a location's attributes",
          params: ref("location", "params"),
          body: LOCATION_INPUT,
          response: { 200: LOCATION, ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) =>
        (await store.updateLocation(request.params.id, request.body.attributes)) ?? notFound(reply, "location"),
    );

    app.delete(
      "/locations/:id",
      {
        ...writeForms,
        schema: {
          tags,
          summary: "Delete a location",
          params: ref("location", "params"),
          response: { 204: { type: "null" }, ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) =>
        (await store.deleteLocation(request.params.id)) ? reply.code(204).send() : notFound(reply, "location"),
    );
  };
}
