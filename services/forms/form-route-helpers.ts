import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuditActor } from "../foundation/audit-log.ts";
import { sendError } from "../foundation/errors.ts";
import { ref } from "../foundation/schemas.ts";
import type { LeadLeadListQuery } from "../../generated/contracts/entities/lead.ts";
import { dateBound, type LeadQuery } from "./forms-store.ts";
import type { FormInput } from "./form-types.ts";
import { formPatternIssues } from "./field-patterns.ts";

/** What the route modules of forms-routes.ts share: the OpenAPI tag, the form's id parameter, answers. */
export const tags = ["forms"];
export const formParams = ref("form", "params");
export const FORM = ref("form", "form");

/** The signed-in user, as the audit log names them. */
export function actorOf(request: FastifyRequest): AuditActor | null {
  return request.user ? { id: request.user.id, email: request.user.email } : null;
}

export function notFound(reply: FastifyReply, what = "form"): FastifyReply {
  return sendError(reply, 404, "not_found", `There is no such ${what}.`);
}

/** 422 naming each field pattern the server's or the browser's engine cannot run safely (decision 120); else null. */
export function refusePatterns(reply: FastifyReply, schema: FormInput["schema"], prefix: string): FastifyReply | null {
  const issues = formPatternIssues(schema, prefix);
  if (issues.length === 0) return null;
  return sendError(reply, 422, "invalid_pattern", issues.map((issue) => issue.message).join("; "), { issues });
}

/** The filter of the lead list and exports; a date that does not parse is a 400 naming it. */
export function leadFilter(
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
