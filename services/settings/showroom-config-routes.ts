import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import type { SettingsStore } from "./settings-store.ts";
import { parseConfigTypes, showroomConfigEntries } from "./showroom-config.ts";

/**
 * GET /public_api/showroom_config?config_type=a,b ("showroom or order-online config ...
 * query config_type with comma list"): public, read by the order-online journey. Admins change the
 * entries as settings (`showroom_config.<type>`, schema-checked by POST /settings).
 */
export function showroomConfigRoutes(store: SettingsStore): RoutePlugin {
  return async (app) => {
    app.get(
      "/public_api/showroom_config",
      {
        schema: {
          tags: ["settings"],
          summary: "Showroom config entries (cash, lease, ..., order_online and their config_ variants)",
          querystring: ref("showroom-config", "query"),
          response: { 200: ref("showroom-config", "list"), ...errorResponses([400]) },
        },
      },
      async (request, reply) => {
        const parsed = parseConfigTypes(request.query.config_type);
        if ("unknown" in parsed)
          return sendError(reply, 400, "bad_request", `Unknown config_type: ${parsed.unknown.join(", ")}.`, {
            pointer: "/config_type",
          });
        return { data: await showroomConfigEntries(store, parsed.types, (message) => request.log.warn(message)) };
      },
    );
  };
}
