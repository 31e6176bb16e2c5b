// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { Generated } from "kysely";
import type { AuditEntryTable } from "./entities/audit-entry.ts";
import type { BrowserErrorTable } from "./entities/browser-error.ts";
import type { CachePurgeTable } from "./entities/cache-purge.ts";
import type { DealerTable } from "./entities/dealer.ts";
import type { FormLocationsTable, FormTable } from "./entities/form.ts";
import type {
  LeadDeliveriesTable,
  LeadEventsTable,
  LeadExportsTable,
  LeadIdempotencyKeysTable,
  LeadTable,
} from "./entities/lead.ts";
import type { ListingPublicationsTable, ListingVehiclesTable } from "./entities/listing.ts";
import type { MetaheadTable } from "./entities/metahead.ts";
import type { NavEntryTable } from "./entities/nav-entry.ts";
import type { OfferTable } from "./entities/offer.ts";
import type {
  OrderDeliveriesTable,
  OrderEventsTable,
  OrderIdempotencyKeysTable,
  OrderLeadCallsTable,
  OrderProviderEventsTable,
  OrderTable,
  OrderVehicleLocksTable,
} from "./entities/order.ts";
import type { PageRecordTable, PageRecordVersionsTable } from "./entities/page-record.ts";
import type { PhoneVerificationTable } from "./entities/phone-verification.ts";
import type { SessionTable } from "./entities/session.ts";
import type { SettingSiteRevisionsTable, SettingTable } from "./entities/setting.ts";
import type {
  StockFeedImportListsTable,
  StockFeedImportRejectionsTable,
  StockFeedImportRowsTable,
  StockFeedImportUnpublishedTable,
  StockFeedImportsTable,
} from "./entities/stock-feed.ts";
import type { UserTable } from "./entities/user.ts";
import type { VinTable } from "./entities/vin.ts";

/** A row type whose named columns the database fills in on insert. */
type Columns<Row, Filled extends keyof Row> = {
  [Column in keyof Row]: Column extends Filled ? Generated<Row[Column]> : Row[Column];
};

/**
 * The database as Kysely sees it. Types mean the same on SQLite and PostgreSQL: text ids (UUIDs),
 * ISO-8601 UTC timestamps as text (they sort correctly), integer flags (0/1), JSON documents as text.
 */
export interface Database {
  audit_log: AuditEntryTable;
  browser_errors: BrowserErrorTable;
  cache_purges: Columns<CachePurgeTable, "attempts">;
  dealers: DealerTable;
  field_verifications: PhoneVerificationTable;
  form_locations: FormLocationsTable;
  forms: FormTable;
  lead_deliveries: LeadDeliveriesTable;
  lead_events: LeadEventsTable;
  lead_exports: LeadExportsTable;
  lead_idempotency_keys: LeadIdempotencyKeysTable;
  leads: Columns<LeadTable, "spam" | "status" | "owner_id" | "retailer_id" | "routed_by">;
  metaheads: MetaheadTable;
  nav_entries: NavEntryTable;
  offers: OfferTable;
  order_deliveries: OrderDeliveriesTable;
  order_events: OrderEventsTable;
  order_idempotency_keys: OrderIdempotencyKeysTable;
  order_lead_calls: OrderLeadCallsTable;
  order_provider_events: OrderProviderEventsTable;
  orders: OrderTable;
  page_versions: PageRecordVersionsTable;
  pages: PageRecordTable;
  sessions: SessionTable;
  settings: SettingTable;
  site_revisions: Columns<SettingSiteRevisionsTable, "revision">;
  stock_import_lists: StockFeedImportListsTable;
  stock_import_rejections: StockFeedImportRejectionsTable;
  stock_import_rows: StockFeedImportRowsTable;
  stock_import_unpublished: StockFeedImportUnpublishedTable;
  stock_imports: StockFeedImportsTable;
  users: UserTable;
  vehicle_locks: OrderVehicleLocksTable;
  vehicle_publications: ListingPublicationsTable;
  vehicles: ListingVehiclesTable;
  vins: VinTable;
}
