import { guard } from "../auth/index.ts";
import type { AuditLog } from "../foundation/audit-log.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";

/** The audit log, newest first: admins only (it names users and where personal data was sent). */
export function auditRoutes(auditLog: AuditLog): RoutePlugin {
  return async (app) => {
    app.get(
      "/api/audit_log",
      {
        ...guard("audit:read"),
        schema: {
          tags: ["audit"],
          summary: "The latest audit log entries, newest first (admins)",
          querystring: ref("audit-entry", "list_query"),
          response: { 200: ref("audit-entry", "list"), ...errorResponses([400, 401, 403]) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return { data: await auditLog.latest(request.query.limit ?? 100) };
      },
    );
  };
}
