import { can, guard } from "../auth/index.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import type { FormsService } from "./forms-service.ts";
import { DEFAULT_INTEGRATIONS } from "./form-types.ts";
import { actorOf, FORM, formParams, notFound, refusePatterns, tags } from "./form-route-helpers.ts";

/** Copying forms: export as a JSON file, import such a file, duplicate; every copy starts as a draft. */
export function formCopyRoutes(forms: FormsService): RoutePlugin {
  const { store } = forms;
  return async (app) => {
    const readForms = guard("forms:read");
    const writeForms = guard("forms:write");

    app.get(
      "/forms/:id/export",
      {
        ...readForms,
        schema: {
          tags,
          summary: "Export a form (definition and integrations) as a JSON file",
          params: formParams,
          response: { 200: ref("form-export"), ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) => {
        const form = await store.getForm(request.params.id);
        if (!form) return notFound(reply);
        const filename = `${form.name.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-|-$/g, "") || "form"}.form.json`;
        reply.header("content-disposition", `attachment; filename="${filename}"`);
        return {
          format: "forecourt-form" as const,
          version: 1 as const,
          form: {
            name: form.name,
            status: form.status,
            schema: form.schema,
            ui_schema: form.ui_schema,
            settings: form.settings,
          },
          integrations: (await store.getIntegrations(form.id))!,
        };
      },
    );

    app.post(
      "/forms/import",
      {
        ...writeForms,
        schema: {
          tags,
          summary: "Import a form export as a new draft form",
          body: ref("form-export"),
          response: { 201: FORM, ...errorResponses([400, 401, 403, 422]) },
        },
      },
      async (request, reply) => {
        const refused = refusePatterns(reply, request.body.form.schema, "/form/schema");
        if (refused) return refused;
        const integrations = request.body.integrations ?? DEFAULT_INTEGRATIONS;
        const sendsLeads = integrations.lead_service.enabled || Boolean(integrations.lead_service.base_url);
        // An import that would send leads somewhere sets integrations: the same rule as PUT .../integrations.
        if (sendsLeads && !can(request.user?.role, "forms:integrations"))
          return sendError(
            reply,
            403,
            "forbidden",
            "Only an admin may import a form whose integrations send leads to a lead service; disable lead_service in the file or ask an admin.",
          );
        const form = await store.createForm(
          { ...request.body.form, status: "draft" },
          integrations,
          undefined,
          sendsLeads ? { actor: actorOf(request) } : undefined,
        );
        return reply.code(201).send(form);
      },
    );

    app.post(
      "/forms/:id/duplicate",
      {
        ...writeForms,
        schema: {
          tags,
          summary: "Copy a form (without its leads) as a new draft",
          description: "name: the copy's name; default '<name> (copy)'.",
          params: formParams,
          querystring: ref("form", "duplicate_query"),
          response: { 201: FORM, ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) => {
        const form = await store.getForm(request.params.id);
        if (!form) return notFound(reply);
        const copy = await store.createForm(
          {
            name: request.query.name ?? `${form.name} (copy)`.slice(0, 200),
            status: "draft",
            schema: form.schema,
            ui_schema: form.ui_schema,
            settings: form.settings,
          },
          (await store.getIntegrations(form.id))!,
        );
        return reply.code(201).send(copy);
      },
    );
  };
}
