import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * PostgreSQL: the stock tables lose their two foreign keys, `vehicle_publications.vehicle_id` to
 * `vehicles` and `vehicles.owner_id` to `dealers` (decision 097). Their checks, one lookup and row
 * lock per row written, were a third of a million-vehicle import's database time. Their guarantee
 * holds by construction: the stock import resolves each owner from `dealers` and writes a vehicle
 * before its publications, in one transaction; the fleet replace, the only code deleting dealers or
 * vehicles, deletes publications, vehicles and dealers together; and the two never run at once (an
 * advisory lock, postgres-stock-writer.ts). SQLite keeps them: a constraint cannot be dropped there
 * without rebuilding the table, and its import does not write a row at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table vehicle_publications drop constraint if exists vehicle_publications_vehicle_id_fkey`.execute(
    db,
  );
  await sql`alter table vehicles drop constraint if exists vehicles_owner_id_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table vehicles add constraint vehicles_owner_id_fkey foreign key (owner_id) references dealers (id)`.execute(
    db,
  );
  await sql`alter table vehicle_publications add constraint vehicle_publications_vehicle_id_fkey
    foreign key (vehicle_id) references vehicles (id) on delete cascade`.execute(db);
}
