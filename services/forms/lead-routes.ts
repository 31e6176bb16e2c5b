import { guard } from "../auth/index.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import type { FormsService } from "./forms-service.ts";
import type { FormLeadPost, FormParams } from "../../generated/contracts/entities/form.ts";
import { formParams, leadFilter, notFound, tags } from "./form-route-helpers.ts";

const LEAD = ref("lead", "lead");
const leadParams = ref("form", "lead_params");

/**
 * Leads: visitors post them to a published form; users who may read leads list and read them with their
 * deliveries, and those who may write leads delete one or send its failed deliveries again.
 */
export function leadRoutes(forms: FormsService): RoutePlugin {
  const { store } = forms;
  return async (app) => {
    const readLeads = guard("leads:read");
    const writeLeads = guard("leads:write");

    // Typed by its generic, not the provider: a replayed post answers the status first stored for its key,
    // and a refused one 422 with the issues, which the provider's per-status reply types do not admit.
    app.post<{ Params: FormParams; Body: FormLeadPost }>(
      "/forms/:id/leads",
      {
        // Anyone may post; a browser must post from this site (Origin), signed in or not.
        config: { public: true, csrf: "same-origin" },
        bodyLimit: forms.config.leadBodyLimit,
        schema: {
          tags,
          summary: "Post a lead to a published form",
          description:
            "Header Idempotency-Key (one per submission, reused on retry): a retried post gets the first answer. 201 only after the lead is committed; 422 names each invalid field; 404 unknown or unpublished form; 413 over 64 KB; 429 rate limited (Retry-After). With RECAPTCHA_SECRET set, g-recaptcha-response is verified.",
          params: formParams,
          headers: { type: "object", properties: { "idempotency-key": { type: "string", maxLength: 200 } } },
          body: ref("form", "lead_post"),
          response: {
            201: ref("form", "lead_created"),
            ...errorResponses([400, 403, 404, 409, 413, 422, 429]),
          },
        },
        errorHandler: (error, _request, reply) => {
          if (error.statusCode === 413)
            return sendError(reply, 413, "too_large", "The form data is too large to send.");
          throw error;
        },
      },
      async (request, reply) => {
        const key = request.headers["idempotency-key"];
        const result = await forms.postLead({
          formId: request.params.id,
          body: request.body,
          ip: request.ip,
          idempotencyKey: typeof key === "string" ? key : undefined,
        });
        switch (result.kind) {
          case "accepted":
            if (result.replayed) reply.header("idempotent-replayed", "true");
            return reply.code(result.answer.status).send(result.answer.body);
          case "not-found":
            return notFound(reply);
          case "rate-limited":
            return sendError(
              reply.header("retry-after", String(result.retryAfter)),
              429,
              "rate_limited",
              "Too many submissions from your network. Wait a minute and try again.",
            );
          case "bad-key":
            return sendError(reply, 400, "bad_request", "Idempotency-Key must be 1 to 200 printable characters.");
          case "key-reused":
            return sendError(
              reply,
              409,
              "idempotency_key_reused",
              "This Idempotency-Key was used for another submission.",
            );
          case "recaptcha-failed":
            return sendError(
              reply,
              400,
              "recaptcha_failed",
              "Please confirm you are not a robot and send the form again.",
            );
          case "invalid":
            return reply.code(422).send({ error: "invalid_lead", message: result.message, issues: result.issues });
        }
      },
    );

    app.get(
      "/forms/:id/leads",
      {
        ...readLeads,
        schema: {
          tags,
          summary: "A form's leads, a page at a time",
          params: formParams,
          querystring: ref("lead", "lead-list-query"),
          response: {
            200: ref("lead", "lead-list"),
            ...errorResponses([400, 401, 403, 404]),
          },
        },
      },
      async (request, reply) => {
        if (!(await store.getForm(request.params.id))) return notFound(reply);
        const filter = leadFilter(reply, request.query);
        if (!filter) return reply;
        const { items, page } = request.query;
        const spam = request.query["filter[spam]"];
        const { leads, total } = await store.listLeads(request.params.id, { ...filter, spam, items, page });
        return { data: leads, meta: { page, items, total, pages: Math.ceil(total / items) } };
      },
    );

    app.get(
      "/forms/:id/leads/:leadId",
      {
        ...readLeads,
        schema: {
          tags,
          summary: "One lead with its deliveries",
          params: leadParams,
          response: { 200: LEAD, ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) =>
        (await store.getLead(request.params.id, request.params.leadId)) ?? notFound(reply, "lead"),
    );

    app.delete(
      "/forms/:id/leads/:leadId",
      {
        ...writeLeads,
        schema: {
          tags,
          summary: "Delete a lead",
          params: leadParams,
          response: { 204: { type: "null" }, ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) =>
        (await store.deleteLead(request.params.id, request.params.leadId))
          ? reply.code(204).send()
          : notFound(reply, "lead"),
    );

    app.get(
      "/forms/:id/leads/:leadId/integrations",
      {
        ...readLeads,
        schema: {
          tags,
          summary: "A lead's deliveries (e-mails, lead service): status, tries, last error",
          params: leadParams,
          response: {
            200: ref("lead", "deliveries"),
            ...errorResponses([400, 401, 403, 404]),
          },
        },
      },
      async (request, reply) => {
        const lead = await store.getLead(request.params.id, request.params.leadId);
        return lead ? { data: lead.integrations } : notFound(reply, "lead");
      },
    );

    app.post(
      "/forms/:id/leads/:leadId/integrations/fix",
      {
        ...writeLeads,
        schema: {
          tags,
          summary: "Send a lead's failed deliveries again",
          params: leadParams,
          response: {
            200: ref("lead", "deliveries"),
            ...errorResponses([400, 401, 403, 404]),
          },
        },
      },
      async (request, reply) => {
        const requeued = await store.requeueFailed(request.params.id, request.params.leadId);
        if (requeued < 0) return notFound(reply, "lead");
        const lead = await store.getLead(request.params.id, request.params.leadId);
        return { data: lead?.integrations ?? [] };
      },
    );
  };
}
