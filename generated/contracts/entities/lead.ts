// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Leads: types of schemas/lead.schema.json (https://forecourt.dev/schemas/lead). */

/**
 * The submitted field values, keyed by field name; validated against the form's JSON Schema.
 */
export interface LeadLeadData {
  [k: string]: unknown | undefined;
}

/**
 * One delivery of a lead from the outbox. pending: due at next_attempt_at; delivering: claimed by a worker; failed: out of tries (integrations/fix sends it again).
 */
export interface LeadDelivery {
  id: string;
  kind: "notification" | "confirmation" | "lead_service";
  status: "pending" | "delivering" | "delivered" | "failed";
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  response?: unknown;
  delivered_at: string | null;
  created_at: string;
}

export interface LeadDeliveries {
  data: LeadDelivery[];
}

export interface LeadLead {
  id: string;
  form_id: string;
  data: LeadLeadData;
  /**
   * The honeypot caught it (the hidden Website field was filled): kept for admins to review, never delivered (e-mails, lead service) nor exported.
   */
  spam: boolean;
  /**
   * The fields the visitor confirmed with a code sent to that phone number or e-mail address: field name -> phone or email.
   */
  verified: {
    [k: string]: "phone" | "email" | undefined;
  };
  created_at: string;
  integrations: LeadDelivery[];
}

/**
 * Items (page size), page (1-based), filter[created_at_gteq] and filter[created_at_lteq] (ISO dates or times), filter[spam] (true: only the honeypot's catches, false: only people's leads; absent: both), sort (created_at or -created_at).
 */
export interface LeadLeadListQuery {
  items?: number;
  page?: number;
  "filter[created_at_gteq]"?: string;
  "filter[created_at_lteq]"?: string;
  "filter[spam]"?: boolean;
  sort?: "created_at" | "-created_at";
}

export interface LeadLeadList {
  data: LeadLead[];
  meta: {
    page: number;
    items: number;
    total: number;
    pages: number;
  };
}

/**
 * The lead list's filter and sort, and the file format.
 */
export interface LeadLeadExportQuery {
  format?: "csv" | "xlsx";
  "filter[created_at_gteq]"?: string;
  "filter[created_at_lteq]"?: string;
  sort?: "created_at" | "-created_at";
}

/**
 * An export job: pending, running (written of total rows so far), done (download it) or failed.
 */
export interface LeadLeadExport {
  id: string;
  form_id: string;
  format: "csv" | "xlsx";
  status: "pending" | "running" | "done" | "failed";
  total: number;
  written: number;
  error: string | null;
  created_at: string;
  updated_at: string;
}
