// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Audit entry: types of schemas/audit-entry.schema.json (https://forecourt.dev/schemas/audit-entry). */

/**
 * Audit entry: One change recorded in the audit log (GET /api/audit_log, admins): who changed where personal data goes, and how (decision 119).
 */
export type AuditEntry = {
  id: string;
  /**
   * When the change was committed (ISO 8601).
   */
  at: string;
  /**
   * Who made the change; null for a command-line tool.
   */
  actor: {
    id: string;
    email: string;
  } | null;
  /**
   * What was done, e.g. form.integrations.update.
   */
  action: string;
  /**
   * What it was done to, e.g. form:<id>.
   */
  subject: string;
  /**
   * The change: for an integration, the configuration before and after.
   */
  detail: {
    [k: string]: unknown | undefined;
  };
};

export type AuditEntryListQuery = {
  limit?: number;
};

export type AuditEntryList = {
  data: AuditEntry[];
};

/**
 * The audit_log table. The audit log (migration 018): who changed what, when; rows are only added.
 */
export type AuditEntryTable = {
  id: string;
  at: string;
  /**
   * Null when no signed-in user made the change (a command-line tool).
   */
  actor_id: string | null;
  actor_email: string | null;
  /**
   * What was done, e.g. `form.integrations.update`.
   */
  action: string;
  /**
   * What it was done to, e.g. `form:<id>`.
   */
  subject: string;
  /**
   * JSON: the change (before and after).
   */
  detail: string;
};
