import { can, guard } from "../auth/index.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { publicView, type FormsService } from "./forms-service.ts";
import { FORM, formParams, notFound, refusePatterns, tags } from "./form-route-helpers.ts";

const FORM_WRITE = ref("form", "form_write");

/** Form definitions: list (with lead counts), read (visitors a published one), create, replace, delete. */
export function formDefinitionRoutes(forms: FormsService): RoutePlugin {
  const { store } = forms;
  return async (app) => {
    const readForms = guard("forms:read");
    const writeForms = guard("forms:write");

    app.get(
      "/forms",
      {
        ...readForms,
        schema: {
          tags,
          summary: "List forms",
          response: {
            200: ref("form", "form_list"),
            ...errorResponses([401, 403]),
          },
        },
      },
      async () => {
        const [data, counts] = await Promise.all([store.listForms(), store.countLeadsByForm()]);
        return { data, lead_counts: Object.fromEntries(data.map((form) => [form.id, counts[form.id] ?? 0])) };
      },
    );

    app.get(
      "/forms/:id",
      {
        schema: {
          tags,
          summary: "One form",
          description:
            "Anyone may read a published form (notification recipients are left out); users who may read forms also see drafts. Optional bearer.",
          params: formParams,
          response: { 200: FORM, ...errorResponses([400, 404]) },
        },
      },
      async (request, reply) => {
        const form = await store.getForm(request.params.id);
        if (form && can(request.user?.role, "forms:read")) return form;
        if (!form || form.status !== "published") return notFound(reply);
        return publicView(form);
      },
    );

    app.post(
      "/forms",
      {
        ...writeForms,
        schema: {
          tags,
          summary: "Create a form",
          body: FORM_WRITE,
          response: { 201: FORM, ...errorResponses([400, 401, 403, 422]) },
        },
      },
      async (request, reply) =>
        refusePatterns(reply, request.body.schema, "/schema") ??
        reply.code(201).send(await store.createForm(request.body)),
    );

    app.put(
      "/forms/:id",
      {
        ...writeForms,
        schema: {
          tags,
          summary: "Replace a form's definition",
          params: formParams,
          body: FORM_WRITE,
          response: { 200: FORM, ...errorResponses([400, 401, 403, 404, 422]) },
        },
      },
      async (request, reply) =>
        refusePatterns(reply, request.body.schema, "/schema") ??
        (await store.updateForm(request.params.id, request.body)) ??
        notFound(reply),
    );

    app.delete(
      "/forms/:id",
      {
        ...writeForms,
        schema: {
          tags,
          summary: "Delete a form with its leads",
          params: formParams,
          response: { 204: { type: "null" }, ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) =>
        (await store.deleteForm(request.params.id)) ? reply.code(204).send() : notFound(reply),
    );
  };
}
