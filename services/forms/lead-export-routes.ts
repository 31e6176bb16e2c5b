import { guard } from "../auth/index.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { leadExportFileName } from "../../model/leads/export-file-name.ts";
import type { FormsService } from "./forms-service.ts";
import { formParams, leadFilter, notFound, tags } from "./form-route-helpers.ts";

const LEAD_EXPORT = ref("lead", "lead-export");
const exportParams = ref("form", "export_params");

/** Exports of a form's leads (CSV or XLSX): start one, poll it, download the file while it lasts. */
export function leadExportRoutes(forms: FormsService): RoutePlugin {
  const { store } = forms;
  return async (app) => {
    const readLeads = guard("leads:read");

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
  };
}
