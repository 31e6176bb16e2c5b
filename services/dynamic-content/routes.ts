import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import type { DynamicContentListSetting } from "../../model/site/site-data.ts";
import type { DynamicContentLists } from "./lists.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { sendError } from "../foundation/errors.ts";

/** Where the routes read the dynamic_content.lists setting from (the settings domain's store). */
export interface ListDefinitions {
  site(): Promise<{ dynamicContentLists: DynamicContentListSetting[] | null }>;
}

const UUID = /^[0-9A-Za-z-]{1,64}$/;

/**
 * `GET /public_api/dynamic_content/{comma-separated list uuids}`: the values of
 * each named list, keyed by list uuid, status 200. A uuid the setting does not define answers an empty
 * list; a malformed one is refused with 400.
 */
export function dynamicContentRoutes(lists: DynamicContentLists, settings: ListDefinitions): RoutePlugin {
  return async (app) => {
    app.get(
      "/public_api/dynamic_content/:uuids",
      {
        schema: {
          tags: ["public"],
          summary: "Dynamic-content lists (values from the published stock), keyed by list uuid",
          params: ref("dynamic-content", "params"),
          response: {
            200: ref("dynamic-content", "lists"),
            ...errorResponses([400]),
          },
        },
      },
      async (request, reply) => {
        const uuids = request.params.uuids.split(",").map((uuid) => uuid.trim());
        const bad = uuids.findIndex((uuid) => !UUID.test(uuid));
        if (bad >= 0 || uuids.length > 100) {
          return sendError(reply, 400, "invalid_uuids", "Give up to 100 comma-separated list uuids.", {
            issues: [{ pointer: `/uuids/${bad >= 0 ? bad : 100}`, message: "not a list uuid", keyword: "pattern" }],
          });
        }
        const definitions = (await settings.site()).dynamicContentLists ?? [];
        const computed = await lists.byUuid(definitions);
        return Object.fromEntries(uuids.map((uuid) => [uuid, computed.get(uuid)?.values ?? []]));
      },
    );
  };
}
