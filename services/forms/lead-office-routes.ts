import type { FastifyRequest } from "fastify";
import { isIdempotencyKey } from "../../model/leads/idempotency.ts";
import { guard } from "../auth/index.ts";
import type { AuditActor } from "../foundation/audit-log.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { dateBound } from "./forms-store.ts";
import { publicEvent, type LeadOffice } from "./lead-office.ts";

const tags = ["leads"];
const leadParams = ref("lead", "lead-params");

function actorOf(request: FastifyRequest): AuditActor | null {
  return request.user ? { id: request.user.id, email: request.user.email } : null;
}

/**
 * The leads back office (editors and admins): every form's leads with filters and search, a lead's
 * status, owner, notes and history. Personal data: no answer is kept by a browser or a cache.
 */
export function leadOfficeRoutes(office: LeadOffice): RoutePlugin {
  return async (app) => {
    const read = guard("leads:read");
    const write = guard("leads:write");
    app.addHook("onSend", async (_request, reply, payload) => {
      reply.header("cache-control", "no-store");
      return payload;
    });

    app.get(
      "/leads",
      {
        ...read,
        schema: {
          tags,
          summary: "Every form's leads, newest first, by status, owner, retailer, form, dates and words",
          querystring: ref("lead", "lead-search-query"),
          response: { 200: ref("lead", "lead-search-list"), ...errorResponses([400, 401, 403]) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const from = dateBound(query["filter[created_at_gteq]"], false);
        const to = dateBound(query["filter[created_at_lteq]"], true);
        for (const [parameter, value] of [
          ["filter[created_at_gteq]", from],
          ["filter[created_at_lteq]", to],
        ] as const)
          if (value === null)
            return sendError(reply, 400, "bad_request", `${parameter} must be a date (YYYY-MM-DD) or an ISO time.`, {
              parameter,
            });
        const { leads, total } = await office.search({
          items: query.items,
          page: query.page,
          sort: query.sort,
          status: query["filter[status]"],
          owner: query["filter[owner]"] || undefined,
          retailer: query["filter[retailer]"] || undefined,
          form: query["filter[form]"] || undefined,
          from: from ?? undefined,
          to: to ?? undefined,
          q: query.q,
        });
        return {
          data: leads,
          meta: { page: query.page, items: query.items, total, pages: Math.ceil(total / query.items) },
        };
      },
    );

    app.get(
      "/leads/choices",
      {
        ...read,
        schema: {
          tags,
          summary: "Who a lead can be assigned to, the retailers and the forms (for the filters and pickers)",
          response: { 200: ref("lead", "lead-choices"), ...errorResponses([401, 403]) },
        },
      },
      async () => office.choices(),
    );

    app.get(
      "/leads/:leadId",
      {
        ...read,
        schema: {
          tags,
          summary: "One lead with its status, owner, routing and deliveries",
          params: leadParams,
          response: { 200: ref("lead", "lead"), ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) =>
        (await office.lead(request.params.leadId)) ?? sendError(reply, 404, "not_found", "There is no such lead."),
    );

    app.patch(
      "/leads/:leadId",
      {
        ...write,
        schema: {
          tags,
          summary: "Change a lead's status or owner (owner_id null: unassign); each change joins its history",
          description:
            "Setting what is already set changes nothing and adds no history, so a retry is harmless. 422: the owner is not an active editor or admin.",
          params: leadParams,
          body: ref("lead", "lead-update"),
          response: { 200: ref("lead", "lead"), ...errorResponses([400, 401, 403, 404, 422]) },
        },
      },
      async (request, reply) => {
        const changed = await office.update(request.params.leadId, request.body, actorOf(request));
        if (changed.kind === "not-found") return sendError(reply, 404, "not_found", "There is no such lead.");
        if (changed.kind === "bad-owner")
          return sendError(reply, 422, "invalid_owner", changed.message, { pointer: "/owner_id" });
        return changed.lead;
      },
    );

    app.post(
      "/leads/:leadId/notes",
      {
        ...write,
        schema: {
          tags,
          summary: "Add a note to a lead (notes are never edited or removed)",
          description:
            "Header Idempotency-Key (one per note, reused on retry): a retried post answers the first note and adds none. 201 only once the note is committed.",
          params: leadParams,
          headers: { type: "object", properties: { "idempotency-key": { type: "string", maxLength: 200 } } },
          body: ref("lead", "lead-note-input"),
          response: { 201: ref("lead", "lead-event"), ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) => {
        const key = request.headers["idempotency-key"];
        if (key !== undefined && !isIdempotencyKey(key))
          return sendError(reply, 400, "bad_request", "Idempotency-Key must be 1 to 200 printable characters.");
        // Control characters other than line breaks and tabs are dropped (PostgreSQL refuses NUL in text).
        const text = request.body.text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();
        if (!text) return sendError(reply, 400, "bad_request", "The note is empty.", { pointer: "/text" });
        const added = await office.addNote(request.params.leadId, text, actorOf(request), key ?? null);
        if (added.kind === "not-found") return sendError(reply, 404, "not_found", "There is no such lead.");
        if (added.replayed) reply.header("idempotent-replayed", "true");
        return reply.code(201).send(publicEvent(added.note));
      },
    );

    app.get(
      "/leads/:leadId/history",
      {
        ...read,
        schema: {
          tags,
          summary: "A lead's history, oldest first: routing, status and owner changes, notes, with who and when",
          params: leadParams,
          response: { 200: ref("lead", "lead-history"), ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) => {
        const history = await office.history(request.params.leadId);
        if (!history) return sendError(reply, 404, "not_found", "There is no such lead.");
        return { data: history.map(publicEvent) };
      },
    );
  };
}
