import type { Database } from "../../generated/contracts/database.ts";

/**
 * The database as Kysely sees it, generated from the entity schemas (each table is a def marked
 * `x-db-table` in the schema of what it stores: schemas/order.schema.json holds the orders table).
 * The names below are the ones the services use for a table's row.
 */
export type { Database };
export type { UserRole as Role } from "../../generated/contracts/entities/user.ts";
export type { LeadLeadStatus as LeadStatus } from "../../generated/contracts/entities/lead.ts";
export type DeliveryKind = LeadDeliveriesTable["kind"];

export type UsersTable = Database["users"];
export type PagesTable = Database["pages"];
export type MetaheadsTable = Database["metaheads"];
export type DealersTable = Database["dealers"];
export type VehiclesTable = Database["vehicles"];
export type StockImportsTable = Database["stock_imports"];
export type StockImportRowsTable = Database["stock_import_rows"];
export type FormsTable = Database["forms"];
export type LeadsTable = Database["leads"];
export type LeadEventsTable = Database["lead_events"];
export type LeadDeliveriesTable = Database["lead_deliveries"];
export type LeadExportsTable = Database["lead_exports"];
export type VehicleLocksTable = Database["vehicle_locks"];
export type OrdersTable = Database["orders"];
export type OrderEventsTable = Database["order_events"];
export type OrderDeliveriesTable = Database["order_deliveries"];
export type OrderLeadCallsTable = Database["order_lead_calls"];
export type OffersTable = Database["offers"];
