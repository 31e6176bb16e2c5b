/** The audit domain's public surface: the admins' view of the audit log (rows are written by the changes they record). */
import { AuditLog } from "../foundation/audit-log.ts";
import { defineDomain } from "../foundation/domain.ts";
import { auditRoutes } from "./audit-routes.ts";

export const auditDomain = defineDomain({
  name: "audit",
  create: ({ database }) => ({ auditLog: new AuditLog(database.db) }),
  routes: ({ auditLog }) => auditRoutes(auditLog),
});
