import type { FastifyReply, FastifyRequest } from "fastify";
import { can, guard } from "../auth/index.ts";
import type { AuditActor } from "../foundation/audit-log.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { leadExportFileName } from "../../model/leads/export-file-name.ts";
import { dateBound, type LeadQuery } from "./forms-store.ts";
import { publicView, type FormsService } from "./forms-service.ts";
import { refusedOverLimit } from "./verification-limit.ts";
import { DEFAULT_INTEGRATIONS, type FormInput } from "./form-types.ts";
import type { FormLeadPost, FormParams } from "../../generated/contracts/entities/form.ts";
import type { LeadLeadListQuery } from "../../generated/contracts/entities/lead.ts";
import { VerificationError, verifyEmail } from "./verification.ts";
import { formPatternIssues } from "./field-patterns.ts";

const FORM = ref("form", "form");
const FORM_WRITE = ref("form", "form_write");
const INTEGRATIONS = ref("form-integrations");
const LEAD = ref("lead", "lead");
const LEAD_EXPORT = ref("lead", "lead-export");
const LOCATION = ref("location");
const LOCATION_INPUT = ref("location", "location-input");

const tags = ["forms"];
const formParams = ref("form", "params");
const leadParams = ref("form", "lead_params");
const exportParams = ref("form", "export_params");
const SECTIONS = ["thank_you", "notifications", "confirmations"] as const;
/** The signed-in user, as the audit log names them. */
function actorOf(request: FastifyRequest): AuditActor | null {
  return request.user ? { id: request.user.id, email: request.user.email } : null;
}

function notFound(reply: FastifyReply, what = "form"): FastifyReply {
  return sendError(reply, 404, "not_found", `There is no such ${what}.`);
}

/** The filter of the lead list and exports; a date that does not parse is a 400 naming it. */
function leadFilter(
  reply: FastifyReply,
  query: Pick<LeadLeadListQuery, "filter[created_at_gteq]" | "filter[created_at_lteq]"> & {
    sort: NonNullable<LeadLeadListQuery["sort"]>;
  },
): Omit<LeadQuery, "items" | "page"> | null {
  const from = dateBound(query["filter[created_at_gteq]"], false);
  const to = dateBound(query["filter[created_at_lteq]"], true);
  for (const [parameter, value] of [
    ["filter[created_at_gteq]", from],
    ["filter[created_at_lteq]", to],
  ] as const) {
    if (value === null) {
      sendError(reply, 400, "bad_request", `${parameter} must be a date (YYYY-MM-DD) or an ISO time.`, { parameter });
      return null;
    }
  }
  return { sort: query.sort, from: from ?? undefined, to: to ?? undefined };
}

/**
 * The forms API and the verification calls. Editors and admins manage forms,
 * locations and integrations and read leads (viewers read forms); visitors may read a published
 * form, post a lead to it, verify an e-mail address and a phone number.
 */
export function formsRoutes(forms: FormsService): RoutePlugin {
  const { store } = forms;
  return async (app) => {
    const readForms = guard("forms:read");
    const writeForms = guard("forms:write");
    const readLeads = guard("leads:read");
    const writeLeads = guard("leads:write");
    const limited = (request: FastifyRequest, reply: FastifyReply) =>
      refusedOverLimit(forms.verificationLimit, request, reply);

    /** 422 naming each field pattern the server's or the browser's engine cannot run safely (decision 120); else null. */
    const refusePatterns = (reply: FastifyReply, schema: FormInput["schema"], prefix: string) => {
      const issues = formPatternIssues(schema, prefix);
      if (issues.length === 0) return null;
      return sendError(reply, 422, "invalid_pattern", issues.map((issue) => issue.message).join("; "), { issues });
    };

    // Leads are personal data: no answer about them (lists, one lead, exports and their files, a
    // visitor's own post) may be kept by a browser or a shared cache.
    app.addHook("onSend", async (request, reply, payload) => {
      const route = request.routeOptions.url ?? "";
      if (/\/(leads|lead_exports)(\/|$)/.test(route)) reply.header("cache-control", "no-store");
      return payload;
    });

    // Forms

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

    // Locations

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

    // Leads

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

    // Lead exports

    app.post(
      "/forms/:id/lead_exports",
      {
        ...readLeads,
        schema: {
          tags,
          summary: "Start an export of a form's leads (CSV or XLSX)",
          description: "The filter and sort of the lead list, as query parameters; poll the job, then download it.",
          params: formParams,
          querystring: ref("lead", "lead-export-query"),
          response: { 202: LEAD_EXPORT, ...errorResponses([400, 401, 403, 404, 409]) },
        },
      },
      async (request, reply) => {
        if (!(await store.getForm(request.params.id))) return notFound(reply);
        const filter = leadFilter(reply, request.query);
        if (!filter) return reply;
        const started = await forms.exports.create(request.params.id, request.query.format, filter);
        if ("running" in started)
          return sendError(
            reply,
            409,
            "export_running",
            `An export of this form is already ${started.running.status} (${started.running.id}); wait for it to finish, then start another.`,
          );
        return reply.code(202).send(started.created);
      },
    );

    app.get(
      "/forms/:id/lead_exports/:exportId",
      {
        ...readLeads,
        schema: {
          tags,
          summary: "An export's status and progress",
          params: exportParams,
          response: { 200: LEAD_EXPORT, ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) =>
        (await forms.exports.status(request.params.id, request.params.exportId)) ?? notFound(reply, "export"),
    );

    app.get(
      "/forms/:id/lead_exports/:exportId/download",
      {
        ...readLeads,
        schema: {
          tags,
          summary: "Download a finished export",
          params: exportParams,
          produces: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
          response: { 200: { type: "string", format: "binary" }, ...errorResponses([400, 401, 403, 404, 409, 410]) },
        },
      },
      async (request, reply) => {
        const job = await forms.exports.status(request.params.id, request.params.exportId);
        if (!job) return notFound(reply, "export");
        if (forms.exports.expired(job))
          return sendError(reply, 410, "export_expired", "The export has expired; start a new one.");
        if (job.status !== "done") return sendError(reply, 409, "not_ready", `The export is ${job.status}.`);
        const csv = job.format === "csv";
        const form = await store.getForm(request.params.id);
        const fileName = leadExportFileName(form?.name ?? "", job.created_at, job.format);
        return reply
          .header(
            "content-type",
            csv ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          )
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .send(forms.exports.open(job));
      },
    );

    // Integrations and verification

    app.get(
      "/integrations/active_system",
      {
        ...readForms,
        schema: {
          tags,
          summary: "Which integrations and verifications are configured",
          response: {
            200: ref("form", "active_system"),
            ...errorResponses([401, 403]),
          },
        },
      },
      async () => {
        const { config } = forms;
        const verification = {
          phone: config.twilio !== null,
          email: config.emailVerifier.apiKey !== null,
          recaptcha: config.recaptchaSecret !== null,
        };
        return {
          system: config.leadsApiUrl ? "lead_service" : null,
          email: { configured: config.smtpUrl !== null },
          lead_service: { configured: config.leadsApiUrl !== null },
          verification: { enabled: Object.values(verification).some(Boolean), ...verification },
        };
      },
    );

    app.get(
      "/integrations/verify",
      {
        config: { public: true },
        schema: {
          tags,
          summary: "Verify an e-mail address (BriteVerify-style)",
          description:
            "valid or accept_all count as valid; a timeout (5000 ms) or an error of the verifier is assumed valid with error_code TIMEOUT or VALIDATION_ERROR. 503 when no key is configured.",
          querystring: ref("form", "verify_query"),
          response: {
            200: {
              type: "object",
              required: ["valid", "status"],
              properties: {
                valid: { type: "boolean" },
                status: { type: "string" },
                error_code: { enum: ["TIMEOUT", "VALIDATION_ERROR"] },
                message: { type: "string" },
              },
            },
            ...errorResponses([400, 429, 503]),
          },
        },
      },
      async (request, reply) => {
        if (await limited(request, reply)) return reply;
        try {
          return await verifyEmail(forms.config.emailVerifier, request.query.email);
        } catch (error) {
          if (error instanceof VerificationError) return sendError(reply, error.status, error.code, error.message);
          throw error;
        }
      },
    );

    const phoneOff = (reply: FastifyReply) =>
      sendError(reply, 503, "verification_off", "Phone verification is not configured.");
    const twilioFailed = (reply: FastifyReply, error: unknown) => {
      const status = (error as { status?: number }).status;
      request_log(reply, error);
      return status && status >= 400 && status < 500
        ? sendError(reply, 422, "verification_refused", "The phone number or code was not accepted.")
        : sendError(reply, 502, "verification_unavailable", "Phone verification is unavailable; try again later.");
    };
    const request_log = (reply: FastifyReply, error: unknown) => reply.log.warn({ err: error }, "twilio verify failed");

    app.post(
      "/twilio/create_verification",
      {
        config: { public: true, csrf: "same-origin" },
        schema: {
          tags,
          summary: "Send a verification code to a phone number (Twilio Verify)",
          body: ref("phone-verification", "create"),
          response: {
            200: ref("phone-verification", "created"),
            ...errorResponses([400, 403, 422, 429, 502, 503]),
          },
        },
      },
      async (request, reply) => {
        if (!forms.phone) return phoneOff(reply);
        if (await limited(request, reply)) return reply;
        try {
          return await forms.phone.create(request.body.phone_number);
        } catch (error) {
          return twilioFailed(reply, error);
        }
      },
    );

    app.post(
      "/twilio/check_verification",
      {
        config: { public: true, csrf: "same-origin" },
        schema: {
          tags,
          summary: "Check a phone verification code (Twilio Verify)",
          body: ref("phone-verification", "check"),
          response: {
            200: ref("phone-verification", "checked"),
            ...errorResponses([400, 403, 422, 429, 502, 503]),
          },
        },
      },
      async (request, reply) => {
        if (!forms.phone) return phoneOff(reply);
        if (await limited(request, reply)) return reply;
        try {
          const checked = await forms.phone.check(request.body.phone_number, request.body.code);
          // The proof a lead post names for the field: only for a code Twilio approved.
          if (!checked.valid) return checked;
          return { ...checked, token: await forms.verifications.approved("phone", request.body.phone_number) };
        } catch (error) {
          return twilioFailed(reply, error);
        }
      },
    );
  };
}
