import type { Kysely } from "kysely";
import { showroomPath } from "../../model/listings/showroom-slug.ts";
import { imageUrl } from "../../model/media/image-sizes.ts";
import type { Database } from "../db/schema.ts";

/** The vehicle of an order as the admin's list shows it; null when it has left the stock. */
export interface OrderVehicleSummary {
  title: string;
  link: string;
  /** The first photo at the stock photos' smallest size; null without photos. */
  photo: string | null;
}

function firstPhoto(details: string): string | null {
  try {
    const photos = (JSON.parse(details) as { photos?: { sequence: number; photo_id: string }[] }).photos ?? [];
    const first = [...photos].sort((a, b) => a.sequence - b.sequence)[0];
    return first ? imageUrl(first.photo_id, { width: 640, height: 360 }) : null;
  } catch {
    return null;
  }
}

/** The vehicles of a page of orders, by id, in one query. */
export async function orderVehicles(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, OrderVehicleSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("vehicles")
    .select([
      "id",
      "state",
      "nameplate_brand_name",
      "nameplate_name",
      "production_year",
      "engine_type",
      "drivetrain",
      "transmission",
      "color_name",
      "model_display_name",
      "details",
    ])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { title: row.model_display_name, link: showroomPath(row), photo: firstPhoto(row.details) },
    ]),
  );
}

/**
 * The orders of a page whose payment was captured (they reached `paid` at some point). Only their
 * amount was paid: a free reservation is confirmed without a payment, and an unpaid or merely
 * authorised order has paid nothing yet.
 */
export async function ordersPaid(db: Kysely<Database>, orderNumbers: readonly string[]): Promise<Set<string>> {
  if (orderNumbers.length === 0) return new Set();
  const rows = await db
    .selectFrom("order_events")
    .select("order_number")
    .distinct()
    .where("order_number", "in", [...orderNumbers])
    .where("to_state", "=", "paid")
    .execute();
  return new Set(rows.map((row) => row.order_number));
}
