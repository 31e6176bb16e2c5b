// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Leads: types of schemas/lead.schema.json (https://forecourt.dev/schemas/lead). */

/**
 * The submitted field values, keyed by field name; validated against the form's JSON Schema.
 */
export type LeadLeadData = {
  [k: string]: unknown | undefined;
};

/**
 * One delivery of a lead from the outbox. pending: due at next_attempt_at; delivering: claimed by a worker; failed: out of tries (integrations/fix sends it again).
 */
export type LeadDelivery = {
  id: string;
  kind: "notification" | "confirmation" | "lead_service";
  status: "pending" | "delivering" | "delivered" | "failed";
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  response?: unknown;
  delivered_at: string | null;
  created_at: string;
};

export type LeadDeliveries = {
  data: LeadDelivery[];
};

export type LeadLead = {
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
  status: LeadLeadStatus;
  owner: LeadLeadOwner;
  routing: LeadLeadRouting;
};

/**
 * Items (page size), page (1-based), filter[created_at_gteq] and filter[created_at_lteq] (ISO dates or times), filter[spam] (true: only the honeypot's catches, false: only people's leads; absent: both), sort (created_at or -created_at).
 */
export type LeadLeadListQuery = {
  items?: number;
  page?: number;
  "filter[created_at_gteq]"?: string;
  "filter[created_at_lteq]"?: string;
  "filter[spam]"?: boolean;
  sort?: "created_at" | "-created_at";
};

export type LeadLeadList = {
  data: LeadLead[];
  meta: LeadPageMeta;
};

/**
 * The lead list's filter and sort, and the file format.
 */
export type LeadLeadExportQuery = {
  format?: "csv" | "xlsx";
  "filter[created_at_gteq]"?: string;
  "filter[created_at_lteq]"?: string;
  sort?: "created_at" | "-created_at";
};

/**
 * An export job: pending, running (written of total rows so far), done (download it) or failed.
 */
export type LeadLeadExport = {
  id: string;
  form_id: string;
  format: "csv" | "xlsx";
  status: "pending" | "running" | "done" | "failed";
  total: number;
  written: number;
  error: string | null;
  created_at: string;
  updated_at: string;
};

/**
 * Where a lead stands in the sales work. Every lead starts new (a honeypot catch starts spam); staff move it on.
 */
export type LeadLeadStatus = "new" | "contacted" | "qualified" | "won" | "lost" | "spam";

/**
 * Who made a change: a signed-in user (id and e-mail), or null for the system (the lead's routing when it came in).
 */
export type LeadLeadActor = {
  id: string;
  email: string;
} | null;

/**
 * The user of the admin who works the lead; null: nobody yet.
 */
export type LeadLeadOwner = {
  id: string;
  email: string;
  name: string;
} | null;

/**
 * Which retailer the lead went to and how: lead_retailer (the lead named its retailer, e.g. the vehicle's), postcode (the retailer at or nearest the lead's postcode) or unrouted (neither matched a retailer).
 */
export type LeadLeadRouting = {
  retailer_id: string | null;
  retailer_name: string | null;
  routed_by: "lead_retailer" | "postcode" | "unrouted";
};

/**
 * One entry of a lead's history: a status or owner change (from and to), a note (text) or its routing when it came in. Entries are only ever added.
 */
export type LeadLeadEvent = {
  id: string;
  lead_id: string;
  kind: "status" | "owner" | "note" | "routing";
  from: string | null;
  to: string | null;
  text: string | null;
  actor: LeadLeadActor;
  created_at: string;
};

export type LeadLeadHistory = {
  data: LeadLeadEvent[];
};

/**
 * A status change, an owner change (owner_id null: unassigned), or both. Setting what is already set changes nothing and adds no history, so a retried request is harmless.
 */
export type LeadLeadUpdate = {
  status?: LeadLeadStatus;
  owner_id?: string | null;
};

/**
 * A note on a lead; notes cannot be edited or removed. Send an Idempotency-Key header so a retried post adds it once.
 */
export type LeadLeadNoteInput = {
  text: string;
};

/**
 * The leads of every form: filter[status], filter[owner] (a user id, or none for unassigned), filter[retailer] (a retailer id, or none for unrouted), filter[form], filter[created_at_gteq] and filter[created_at_lteq] (ISO dates or times), q (words in the name, e-mail, phone or any answer), items, page, sort.
 */
export type LeadLeadSearchQuery = {
  items?: number;
  page?: number;
  "filter[status]"?: LeadLeadStatus;
  "filter[owner]"?: string;
  "filter[retailer]"?: string;
  "filter[form]"?: string;
  "filter[created_at_gteq]"?: string;
  "filter[created_at_lteq]"?: string;
  q?: string;
  sort?: "created_at" | "-created_at";
};

export type LeadLeadSearchList = {
  data: LeadLeadRow[];
  meta: LeadPageMeta;
};

/**
 * What the back office's pickers offer: the users a lead can be assigned to, the retailers it can be routed to, the forms.
 */
export type LeadLeadChoices = {
  owners: {
    id: string;
    email: string;
    name: string;
  }[];
  retailers: {
    id: string;
    name: string;
  }[];
  forms: {
    id: string;
    name: string;
  }[];
};

/**
 * Which page this is of how many: page, items (page size), total (all matches), pages.
 */
export type LeadPageMeta = {
  page: number;
  items: number;
  total: number;
  pages: number;
};

/**
 * A lead in the list of every form's leads: the lead and its form's name.
 */
export type LeadLeadRow = LeadLead & {
  form_name: string;
};

/**
 * The leads table: one row per stored item.
 */
export type LeadTable = {
  id: string;
  form_id: string;
  /**
   * JSON: the submitted data, validated against the form's schema (a spam lead's as it came).
   */
  data: string;
  /**
   * 1: the honeypot caught it; kept for admins, never exported or delivered.
   */
  spam: number;
  /**
   * JSON: field name -> "phone" | "email" for each field whose code the visitor confirmed; null: none.
   */
  verified: string | null;
  /**
   * Where the sales work stands (migration 024): new, contacted, qualified, won, lost or spam.
   */
  status: LeadLeadStatus;
  /**
   * The user working the lead; null: nobody yet.
   */
  owner_id: string | null;
  /**
   * The dealer the lead was routed to when it came in; null: none matched.
   */
  retailer_id: string | null;
  routed_by: "lead_retailer" | "postcode" | "unrouted";
  created_at: string;
};

/**
 * The lead_idempotency_keys table. The first answer to a lead post, by (form, Idempotency-Key): a retried post gets it again.
 */
export type LeadIdempotencyKeysTable = {
  form_id: string;
  key: string;
  /**
   * SHA-256 of the request body: the same key with another body is refused.
   */
  request_hash: string;
  lead_id: string;
  status: number;
  response: string;
  created_at: string;
};

/**
 * The lead_deliveries table. The outbox: one row per delivery of a lead, claimed by a worker, retried with backoff.
 */
export type LeadDeliveriesTable = {
  id: string;
  lead_id: string;
  kind: "notification" | "confirmation" | "lead_service";
  status: "pending" | "delivering" | "delivered" | "failed";
  attempts: number;
  /**
   * When the row is next due; while delivering, when the claim lapses (a crashed worker's row comes back).
   */
  next_attempt_at: string;
  last_error: string | null;
  /**
   * JSON: what the integration answered (lead service id, salesforce data).
   */
  response: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
};

/**
 * The lead_exports table: one row per stored item.
 */
export type LeadExportsTable = {
  id: string;
  form_id: string;
  format: "csv" | "xlsx";
  /**
   * JSON: the filter and sort of the export.
   */
  query: string;
  status: "pending" | "running" | "done" | "failed";
  total: number;
  written: number;
  error: string | null;
  created_at: string;
  updated_at: string;
};

/**
 * The lead_events table. A lead's history (migration 024): status and owner changes, notes, its routing; rows are only added.
 */
export type LeadEventsTable = {
  id: string;
  lead_id: string;
  kind: "status" | "owner" | "note" | "routing";
  from_value: string | null;
  to_value: string | null;
  text: string | null;
  actor_id: string | null;
  actor_email: string | null;
  /**
   * The Idempotency-Key of the post that added a note: unique per lead, so a retry adds nothing.
   */
  request_key: string | null;
  created_at: string;
};

/**
 * One lead of the back office (/leads/{leadId}).
 */
export type LeadLeadParams = {
  leadId: string;
};
