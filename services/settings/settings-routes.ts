import { guard } from "../auth/index.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { SETTINGS_SCHEMA_ID } from "./setting-definitions.ts";
import type { SettingsStore } from "./settings-store.ts";

const errors = errorResponses([400, 401, 403, 404, 422]);
const setting = ref("setting");

/**
 * The settings API: `GET, POST /settings; DELETE /settings/{id}`. Viewers read; admins write. POST
 * creates or replaces by key; known keys are validated (schemas/settings.schema.json).
 */
export function settingsRoutes(store: SettingsStore): RoutePlugin {
  return async (app) => {
    const tags = ["settings"];

    app.get(
      "/settings",
      {
        ...guard("settings:read"),
        schema: {
          tags,
          summary: "List settings (optionally the one with ?key=)",
          querystring: ref("setting", "query"),
          response: { 200: ref("setting", "list"), ...errors },
        },
      },
      async (request) => ({ data: await store.list(request.query.key) }),
    );

    app.post(
      "/settings",
      {
        ...guard("settings:write"),
        schema: {
          tags,
          summary: "Create or replace a setting by key",
          description:
            `The key is dot-namespaced. The value is text; known keys are checked against their definitions in ${SETTINGS_SCHEMA_ID} ` +
            "(JSON settings must parse, then match the schema): 422 with the parser's message or with JSON pointers into the parsed value.",
          body: ref("setting", "input"),
          response: { 200: setting, 201: setting, ...errors },
        },
      },
      async (request, reply) => {
        const result = await store.upsert(request.body.key, request.body.value);
        if (!result.ok) {
          if (result.kind === "key")
            return sendError(reply, 422, "invalid_setting_key", result.message, {
              key: request.body.key,
              issues: [{ pointer: "/key", message: result.message, keyword: "propertyNames" }],
            });
          return result.kind === "json"
            ? sendError(reply, 422, "invalid_json", result.message, { key: request.body.key })
            : sendError(reply, 422, "invalid_setting", result.message, {
                key: request.body.key,
                issues: result.issues,
              });
        }
        return reply.code(result.created ? 201 : 200).send(result.setting);
      },
    );

    app.delete(
      "/settings/:id",
      {
        ...guard("settings:write"),
        schema: {
          tags,
          summary: "Delete a setting (the site falls back to its default)",
          params: ref("setting", "params"),
          response: { 204: { type: "null" }, ...errors },
        },
      },
      async (request, reply) => {
        if (!(await store.delete(request.params.id)))
          return sendError(reply, 404, "not_found", "There is no such setting.");
        return reply.code(204).send();
      },
    );
  };
}
