import type { ConsentScope } from "../../model/consent/index.ts";
import type { Generated } from "kysely";

/**
 * The database as Kysely sees it. Types are chosen to mean the same on SQLite and PostgreSQL:
 * text ids (UUIDs), ISO-8601 UTC timestamps as text (they sort correctly), integer flags (0/1),
 * JSON documents as text.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  pages: PagesTable;
  page_versions: PageVersionsTable;
  settings: SettingsTable;
  metaheads: MetaheadsTable;
  site_revisions: SiteRevisionsTable;
  dealers: DealersTable;
  vehicles: VehiclesTable;
  vehicle_publications: VehiclePublicationsTable;
  stock_imports: StockImportsTable;
  stock_import_rejections: StockImportRejectionsTable;
  stock_import_rows: StockImportRowsTable;
  stock_import_lists: StockImportListsTable;
  forms: FormsTable;
  form_locations: FormLocationsTable;
  leads: LeadsTable;
  lead_idempotency_keys: LeadIdempotencyKeysTable;
  lead_deliveries: LeadDeliveriesTable;
  lead_exports: LeadExportsTable;
  lead_events: LeadEventsTable;
  nav_entries: NavEntriesTable;
  vehicle_locks: VehicleLocksTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  order_provider_events: OrderProviderEventsTable;
  order_idempotency_keys: OrderIdempotencyKeysTable;
  order_deliveries: OrderDeliveriesTable;
  vins: VinsTable;
  offers: OffersTable;
  audit_log: AuditLogTable;
  cache_purges: CachePurgesTable;
  field_verifications: FieldVerificationsTable;
  browser_errors: BrowserErrorsTable;
}

/** The shared cache's outbox (migration 020): surrogate keys to purge once due. */
interface CachePurgesTable {
  id: string;
  /** Space-separated surrogate keys. */
  tags: string;
  status: "pending" | "delivering" | "failed";
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export type Role = "admin" | "editor" | "viewer";

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** scrypt hash; null for users who only sign in through the identity provider. */
  password_hash: string | null;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  disabled: number;
  created_at: string;
  updated_at: string;
}

interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked table does not leak sessions. */
  id: string;
  user_id: string;
  csrf_token: string;
  created_at: string;
  expires_at: string;
}

export interface PagesTable {
  id: string;
  parent_id: string | null;
  position: number;
  path: string;
  title: string;
  /** "page" for a news page too: is_news tells them apart (migration 012). */
  page_type: "page" | "folder";
  link_type: "internal" | "external" | "file";
  /** Internal redirect target (a path on this site). */
  redirect_path: string | null;
  /** External or file link target (a URL). */
  to: string | null;
  http_code: number;
  link_new_window: number;
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  image_id: string | null;
  external_meta_image: string | null;
  disable_seo_tracking: number;
  /** A disabled page is served only with a bearer token (previews). */
  disabled: number;
  /** News pages only (migration 012, decision 106): ISO date, image id, summary, market, locale, collection. */
  /** 1 for a news page (the API's page_type "news"). */
  is_news: number;
  news_date: string | null;
  news_image_id: string | null;
  news_summary: string | null;
  news_market: string | null;
  news_locale: string | null;
  news_collection: string | null;
  /** The page's locale code; null: by its path prefix, else the default locale (migration 013). */
  locale: string | null;
  /** Pages sharing a translation group are translations of each other (migration 013). */
  translation_group: string | null;
  /** The draft page document (JSON). */
  draft: string;
  /** Bumped by every write; the ETag is derived from it. */
  revision: number;
  published_version_id: string | null;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

interface PageVersionsTable {
  id: string;
  page_id: string;
  number: number;
  /** The published document, normalised (defaults applied, rich text sanitised). */
  document: string;
  title: string;
  created_at: string;
  created_by: string | null;
}

interface SettingsTable {
  id: string;
  key: string;
  value: string;
  updated_at: string;
}

export interface MetaheadsTable {
  id: string;
  content: string;
  /** For sass and scss: the compiled CSS the site injects. */
  compiled: string | null;
  language: "javascript" | "js-src" | "css" | "sass" | "scss" | "html";
  sequence: number;
  in_body: number;
  rdx_core_page_id: string | null;
  reload_on_each_page: number;
  /** The cookie consent scope the metahead needs before it runs; null: none. */
  consent_scope: ConsentScope | null;
  created_at: string;
  updated_at: string;
}

/** One row per thing the site caches by revision (settings, metaheads): bumped on every change. */
interface SiteRevisionsTable {
  name: string;
  revision: Generated<number>;
}

export interface DealersTable {
  id: string;
  dealer_code: string;
  ci_code: string;
  name: string;
  display_name_jag: string | null;
  display_name_lr: string | null;
  /** JSON list of brand keys (land_rover, jaguar). */
  brands: string;
  address: string;
  city: string;
  locality: string;
  postcode: string;
  state: string;
  latitude: number;
  longitude: number;
  email: string;
  phone: string;
  opening_hours: string;
}

export interface VehiclesTable {
  id: string;
  state: "new" | "used" | "approved";
  status: string;
  nameplate_brand_name: string;
  nameplate_name: string;
  nameplate_model_group: string;
  nameplate_external_code: string | null;
  model_display_name: string;
  version: string;
  drivetrain: string;
  production_year: number;
  model_year: number;
  color_name: string;
  color_canonical: string;
  interior_color: string;
  vin: string;
  owner_id: string;
  /** `|petrol|hybrid|`: list-valued, searchable with _includes on both databases. */
  engine_type: string;
  financing_options: string;
  transmission: string;
  power: number;
  power_unit: string;
  mileage: number;
  mileage_unit: string;
  battery_capacity: number | null;
  engine_capacity_normalized: number | null;
  number_of_seats: number;
  msrp_price: number;
  sale_price: number | null;
  display_price: number;
  monthly_price: number | null;
  subscribe_price: number | null;
  price_hidden: number;
  prices_type: string;
  delivery_date: string | null;
  order_number: string | null;
  created_at: string;
  /** JSON: photos, equipment, accessories, footnotes, disclaimers, descriptions, used-car record. */
  details: string;
}

interface VehiclePublicationsTable {
  list_key: string;
  vehicle_id: string;
}

/** A stock feed import (migration 009, decision 090): its progress, counts and outcome. */
export interface StockImportsTable {
  id: string;
  mode: "full" | "delta";
  source: string;
  status: "running" | "finished" | "failed" | "abandoned";
  started_at: string;
  heartbeat_at: string;
  finished_at: string | null;
  rows_read: number;
  bytes_read: number;
  bytes_total: number | null;
  rejected: number;
  inserted: number;
  updated: number;
  unpublished: number;
  error: string | null;
  /** Why a full import did not switch the stock (its guard; `error` explains): null otherwise. */
  refusal: "no_valid_rows" | "too_many_rejections" | null;
}

interface StockImportRejectionsTable {
  import_id: string;
  line: number;
  field: string;
  reason: string;
}

/** A feed row staged for the switch: the vehicle's columns, its feed line and its lists (`|all|new|`). */
export type StockImportRowsTable = VehiclesTable & { import_id: string; line: number; lists: string };

interface StockImportListsTable {
  import_id: string;
  vehicle_id: string;
  list_key: string;
}

export interface FormsTable {
  id: string;
  name: string;
  status: "draft" | "published";
  /** JSON: the JSON Schema of the lead data. */
  schema: string;
  /** JSON: field order, widgets, columns. */
  ui_schema: string;
  /** JSON: thank_you, notifications, confirmations. */
  settings: string;
  /** JSON: the lead-service integration of this form. */
  integrations: string;
  created_at: string;
  updated_at: string;
}

interface FormLocationsTable {
  id: string;
  /** JSON object: what the location mapping of a form reads. */
  attributes: string;
  created_at: string;
  updated_at: string;
}

export interface LeadsTable {
  id: string;
  form_id: string;
  /** JSON: the submitted data, validated against the form's schema (a spam lead's as it came). */
  data: string;
  /** 1: the honeypot caught it; kept for admins, never exported or delivered. */
  spam: Generated<number>;
  /** JSON: field name -> "phone" | "email" for each field whose code the visitor confirmed; null: none. */
  verified: string | null;
  /** Where the sales work stands (migration 024): new, contacted, qualified, won, lost or spam. */
  status: Generated<LeadStatus>;
  /** The user working the lead; null: nobody yet. */
  owner_id: Generated<string | null>;
  /** The dealer the lead was routed to when it came in; null: none matched. */
  retailer_id: Generated<string | null>;
  routed_by: Generated<LeadRoutedBy>;
  created_at: string;
}

export type LeadStatus = "new" | "contacted" | "qualified" | "won" | "lost" | "spam";
type LeadRoutedBy = "lead_retailer" | "postcode" | "unrouted";

/** A lead's history (migration 024): status and owner changes, notes, its routing; rows are only added. */
export interface LeadEventsTable {
  id: string;
  lead_id: string;
  kind: "status" | "owner" | "note" | "routing";
  from_value: string | null;
  to_value: string | null;
  text: string | null;
  actor_id: string | null;
  actor_email: string | null;
  /** The Idempotency-Key of the post that added a note: unique per lead, so a retry adds nothing. */
  request_key: string | null;
  created_at: string;
}

/** The first answer to a lead post, by (form, Idempotency-Key): a retried post gets it again. */
interface LeadIdempotencyKeysTable {
  form_id: string;
  key: string;
  /** SHA-256 of the request body: the same key with another body is refused. */
  request_hash: string;
  lead_id: string;
  status: number;
  response: string;
  created_at: string;
}

export type DeliveryKind = "notification" | "confirmation" | "lead_service";
type DeliveryStatus = "pending" | "delivering" | "delivered" | "failed";

/** The outbox: one row per delivery of a lead, claimed by a worker, retried with backoff. */
export interface LeadDeliveriesTable {
  id: string;
  lead_id: string;
  kind: DeliveryKind;
  status: DeliveryStatus;
  attempts: number;
  /** When the row is next due; while delivering, when the claim lapses (a crashed worker's row comes back). */
  next_attempt_at: string;
  last_error: string | null;
  /** JSON: what the integration answered (lead service id, salesforce data). */
  response: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface LeadExportsTable {
  id: string;
  form_id: string;
  format: "csv" | "xlsx";
  /** JSON: the filter and sort of the export. */
  query: string;
  status: "pending" | "running" | "done" | "failed";
  total: number;
  written: number;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** A site menu entry (migration 006): in a page set's menu, under its parent by position. */
interface NavEntriesTable {
  id: string;
  page_set: string;
  parent_id: string | null;
  position: number;
  label: string;
  link_type: "page" | "url";
  /** The linked page, for link_type page (no foreign key: a deleted page's entry is dropped when served, and logged). */
  page_id: string | null;
  /** The URL of a URL link; "" for a page link. */
  url: string;
  target: "_self" | "_blank";
  created_at: string;
  updated_at: string;
}
/** One reservation lock per vehicle (the primary key); `expires_at` null: held by a paid or confirmed order. */
export interface VehicleLocksTable {
  vehicle_id: string;
  lock_id: string;
  order_number: string;
  company_uuid: string;
  expires_at: string | null;
  created_at: string;
}

export type OrderState =
  "initiated" | "payment_pending" | "paid" | "on_hold" | "confirmed" | "cancelled" | "expired" | "refunded";

export interface OrdersTable {
  order_number: string;
  lock_id: string;
  vehicle_id: string;
  company_uuid: string;
  state: OrderState;
  /** NO_PAYMENT_JAPAN, stripe, paypal or liqpay; null until the buyer picks one. */
  vendor: string | null;
  /** Minor units, from the vehicle record and settings (never from the browser). */
  amount: number;
  currency: string;
  capture_method: "automatic" | "manual";
  /** The provider's id of the payment (PaymentIntent, PayPal order, LiqPay order id). */
  payment_ref: string | null;
  /** The Stripe connected account (stripe_account_id) the payment was made on, for webhooks and refunds. */
  provider_account: string | null;
  /** JSON: the order fields the buyer sent on confirmation (seed 001). */
  details: string | null;
  customer_email: string | null;
  /** JSON (migration 021): the finance choice with the quote the server computed (model/orders/finance-choice.ts). */
  finance: string | null;
  /** JSON (migration 021): the part-exchange vehicle to value (model/orders/trade-in.ts). */
  trade_in: string | null;
  /** The handover booking (migration 021): a dealer id, a date YYYY-MM-DD and a slot HH:MM. */
  handover_retailer_id: string | null;
  handover_retailer_name: string | null;
  handover_date: string | null;
  handover_slot: string | null;
  locale: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface OrderEventsTable {
  id: string;
  order_number: string;
  from_state: OrderState | null;
  to_state: OrderState;
  /** buyer, admin, stripe, paypal, liqpay, expiry, reconcile. */
  source: string;
  note: string | null;
  /** The signed-in user who made the change (migration 025); null for the buyer, a provider or the clock. */
  actor_email: string | null;
  created_at: string;
}

interface OrderProviderEventsTable {
  provider: string;
  event_id: string;
  order_number: string | null;
  created_at: string;
}

interface OrderIdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status: number;
  response: string;
  created_at: string;
}

/** Migration 008: the orders' outbox (confirmation and inquiry e-mails), decision 042. */
export interface OrderDeliveriesTable {
  id: string;
  /** Unique: `confirmation:<order number>`, `inquiry:<id or Idempotency-Key>`; a second enqueue is a no-op. */
  dedupe_key: string;
  order_number: string | null;
  kind: "confirmation" | "inquiry";
  status: DeliveryStatus;
  /** JSON: the e-mail (to, subject, text, html), rendered when enqueued. */
  message: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  response: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A VIN in an uploaded list (migration 010, decision 081). */
interface VinsTable {
  list: string;
  vin: string;
  created_at: string;
}

/** An offer (migration 011, decision 103): its document (schemas/offer.schema.json write shape) as JSON. */
export interface OffersTable {
  id: string;
  document: string;
  published: number;
  revision: number;
  /** "admin" or "import". */
  source: string;
  created_at: string;
  updated_at: string;
}

/** The audit log (migration 018): who changed what, when; rows are only added. */
interface AuditLogTable {
  id: string;
  at: string;
  /** Null when no signed-in user made the change (a command-line tool). */
  actor_id: string | null;
  actor_email: string | null;
  /** What was done, e.g. `form.integrations.update`. */
  action: string;
  /** What it was done to, e.g. `form:<id>`. */
  subject: string;
  /** JSON: the change (before and after). */
  detail: string;
}

/** Migration 020: a code sent to a phone or e-mail address from a form; its id is the lead's proof. */
interface FieldVerificationsTable {
  id: string;
  kind: "phone" | "email";
  /** The normalised phone number (E.164) or the lower-cased e-mail address. */
  target: string;
  /** SHA-256 of the e-mail code (phone codes are Twilio's); null for phone rows. */
  code_hash: string | null;
  attempts: number;
  created_at: string;
  verified_at: string | null;
}

/** Migration 021: errors from visitors' browsers, grouped by message + source. */
interface BrowserErrorsTable {
  fingerprint: string;
  message: string;
  source: string;
  kind: "error" | "rejection";
  stack: string;
  page: string;
  user_agent: string;
  count: number;
  first_seen: string;
  last_seen: string;
}
