import type { Kysely, Selectable } from "kysely";
import type { LeadLeadOwner, LeadLeadRouting } from "../../generated/contracts/entities/lead.ts";
import type { Database, LeadsTable } from "../db/schema.ts";

/** What the back office adds to a lead: its status, owner and routing, names looked up for a page of leads at once. */
export interface LeadFacts {
  status: Selectable<LeadsTable>["status"];
  owner: LeadLeadOwner;
  routing: LeadLeadRouting;
}

export async function leadFacts(
  db: Kysely<Database>,
  rows: readonly Selectable<LeadsTable>[],
): Promise<Map<string, LeadFacts>> {
  const ownerIds = [...new Set(rows.flatMap((row) => (row.owner_id ? [row.owner_id] : [])))];
  const retailerIds = [...new Set(rows.flatMap((row) => (row.retailer_id ? [row.retailer_id] : [])))];
  const [owners, retailers] = await Promise.all([
    ownerIds.length === 0
      ? []
      : db.selectFrom("users").select(["id", "email", "name"]).where("id", "in", ownerIds).execute(),
    retailerIds.length === 0
      ? []
      : db.selectFrom("dealers").select(["id", "name"]).where("id", "in", retailerIds).execute(),
  ]);
  const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
  const retailerOf = new Map(retailers.map((retailer) => [retailer.id, retailer.name]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        status: row.status,
        owner: (row.owner_id && ownerOf.get(row.owner_id)) || null,
        routing: {
          retailer_id: row.retailer_id,
          // A retailer gone since (a full stock import drops dealers): its id stays, named as such.
          retailer_name: row.retailer_id ? (retailerOf.get(row.retailer_id) ?? `retailer ${row.retailer_id}`) : null,
          routed_by: row.routed_by,
        },
      },
    ]),
  );
}
