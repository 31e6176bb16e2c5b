import { guard } from "../auth/index.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import type { FormsService } from "./forms-service.ts";
import { actorOf, formParams, notFound, tags } from "./form-route-helpers.ts";

const INTEGRATIONS = ref("form-integrations");
const SECTIONS = ["thank_you", "notifications", "confirmations"] as const;

/** A form's settings sections (thank-you, notifications, confirmations) and its integrations configuration. */
export function formSettingsRoutes(forms: FormsService): RoutePlugin {
  const { store } = forms;
  return async (app) => {
    const readForms = guard("forms:read");
    const writeForms = guard("forms:write");

    for (const section of SECTIONS) {
      const schema = { $ref: `https://forecourt.dev/schemas/form#/$defs/${section}` };
      app.get(
        `/forms/:id/settings/${section}`,
        {
          ...readForms,
          schema: {
            tags,
            summary: `A form's ${section} settings`,
            params: formParams,
            response: { 200: schema, ...errorResponses([400, 401, 403, 404]) },
          },
        },
        async (request, reply) => (await store.getForm(request.params.id))?.settings[section] ?? notFound(reply),
      );
      app.put(
        `/forms/:id/settings/${section}`,
        {
          ...writeForms,
          schema: {
            tags,
            summary: `Replace a form's ${section} settings`,
            params: formParams,
            body: schema,
            response: { 200: schema, ...errorResponses([400, 401, 403, 404]) },
          },
        },
        async (request, reply) => {
          const form = await store.getForm(request.params.id);
          if (!form) return notFound(reply);
          const updated = await store.updateForm(form.id, { settings: { ...form.settings, [section]: request.body } });
          return updated!.settings[section];
        },
      );
    }

    app.get(
      "/forms/:id/integrations",
      {
        ...readForms,
        schema: {
          tags,
          summary: "A form's integrations configuration",
          params: formParams,
          response: { 200: INTEGRATIONS, ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) => (await store.getIntegrations(request.params.id)) ?? notFound(reply),
    );

    app.put(
      "/forms/:id/integrations",
      {
        // Where a form's leads go is decided by admins, and recorded in the audit log.
        ...guard("forms:integrations"),
        schema: {
          tags,
          summary: "Replace a form's integrations configuration (admins; audited)",
          params: formParams,
          body: INTEGRATIONS,
          response: { 200: INTEGRATIONS, ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) =>
        (await store.putIntegrations(request.params.id, request.body, actorOf(request))) ?? notFound(reply),
    );
  };
}
