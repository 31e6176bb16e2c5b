import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { kyselyOn } from "../../db/database.ts";
import { bumpSiteRevision } from "../../foundation/site-revisions.ts";
import { PUBLICATION_COLUMNS, VEHICLE_COLUMNS } from "./copy-binary.ts";
import { REPEATED } from "./feed-batches.ts";

interface Rejected {
  line: number;
  field: string;
  reason: string;
}

/** A batch already in COPY's binary format (copy-binary.ts), encoded where the feed was parsed. */
export interface CopyBatch {
  /** The vehicles (columns as `VEHICLE_COLUMNS`), header and trailer included. */
  vehicles: Uint8Array;
  /** Their publications, a (list_key, vehicle_id) row per list. */
  publications: Uint8Array;
  /** The id and the feed line of each vehicle, in order. */
  ids: string[];
  lines: number[];
}

/** pg's error for a broken unique index: a COPY straight into the published tables met a known vehicle. */
const UNIQUE_VIOLATION = "23505";

function copyInto(client: pg.PoolClient, statement: string, bytes: Uint8Array): Promise<number> {
  return new Promise((resolve, reject) => {
    const stream = client.query(copyFrom(statement));
    stream.on("error", reject);
    stream.on("finish", () => resolve(stream.rowCount));
    stream.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}

const COPY_VEHICLES = (table: string) =>
  `copy ${table} (${VEHICLE_COLUMNS.join(", ")}) from stdin with (format binary)`;
const COPY_PUBLICATIONS = (table: string) =>
  `copy ${table} (${PUBLICATION_COLUMNS.join(", ")}) from stdin with (format binary)`;

/** What an import changed, counted as it goes: the stock import record's counts. */
export interface WriteCounts {
  inserted: number;
  updated: number;
  unpublished: number;
}

/** The ids of `ids` not among `kept`. */
function without(ids: string[], kept: { id: string }[]): string[] {
  if (kept.length === ids.length) return [];
  const found = new Set(kept.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/**
 * One writer of the stock at a time: an import, or the fleet replace (fleet-import.ts), which deletes
 * dealers and vehicles; a second waits for the first to end. Held for the writer's transaction.
 */
export const STOCK_WRITE_LOCK = 160_016;

/**
 * A PostgreSQL stock import written batch by batch inside ONE transaction on one connection
 * (decision 097), while the worker thread parses the next batch. Readers keep seeing the previous
 * stock (MVCC) until `finish` commits; `abort`, a failure or a killed process rolls the whole import
 * back, so a half-imported list is never published.
 *
 * A batch of vehicles none of which is known yet (a first import, a new part of a feed) is COPYed
 * straight into `vehicles` and `vehicle_publications`: COPY writes a page of rows at a time, where
 * INSERT ... SELECT writes and logs them one by one. The unique indexes are the check: when the COPY
 * meets a known id or VIN it fails, the batch goes back to its savepoint and takes the merging path
 * below, as do the batches after it until one turns out all new again.
 *
 * The merging path COPYs the batch into temporary tables and from there adds the new vehicles,
 * updates the changed ones (an unchanged one is compared, not written) and makes the publications of
 * the others exactly their lists.
 *
 * `stock_import_seen` holds the id of every row kept so far: a later row repeating one is rejected, and
 * in a full feed the publications of vehicles it never named are deleted at the end. A VIN repeated
 * within a batch is rejected by the parser; one repeated from an earlier batch is by then another
 * vehicle's VIN, and rejected as such (as a repeat when that vehicle was written by this import).
 */
/** How many unpublished vehicles an import's report lists (its count is exact). */
export const UNPUBLISHED_KEPT = 1000;

/**
 * A statement for a WITH clause keeping, for the report, the vehicles `ids` (a query of vehicle ids)
 * names as they are, up to the import's first UNPUBLISHED_KEPT; `$2` is the import's id.
 */
function keepUnpublished(ids: string): string {
  return `insert into stock_import_unpublished (import_id, vehicle_id, vin, name)
    select $2, v.id, v.vin, v.model_display_name from vehicles v where v.id in (${ids})
    order by v.id
    limit greatest(0, ${UNPUBLISHED_KEPT} - (select count(*) from stock_import_unpublished where import_id = $2))
    on conflict do nothing`;
}

export class PostgresStockWriter {
  private readonly counts: WriteCounts = { inserted: 0, updated: 0, unpublished: 0 };
  /** Publications removed or added: with the counts, whether the listings revision is bumped. */
  private publicationsChanged = 0;
  private released = false;
  /** Whether the next batch is tried as all new (see the class comment). */
  private allNew = true;
  /** The statements that merge a batch into `vehicles`, made once for the import. */
  private readonly insertVehicles: string;
  private readonly updateVehicles: string;

  private constructor(
    private readonly client: pg.PoolClient,
    private readonly mode: "full" | "delta",
    private readonly importId: string,
  ) {
    const columns = VEHICLE_COLUMNS.join(", ");
    const compared = VEHICLE_COLUMNS.filter((column) => column !== "id");
    // A row is skipped when its id is a vehicle's (updated below) or its VIN another vehicle's: one
    // speculative insert checks both unique indexes, where a lookup of each cost more.
    this.insertVehicles = `insert into vehicles (${columns}) select ${columns} from stock_import_batch
      on conflict do nothing returning id`;
    // Only the vehicles that were there before ($1: the batch's new ones) are compared; an unchanged one is not written.
    this.updateVehicles = `update vehicles set ${compared.map((column) => `${column} = s.${column}`).join(", ")}
      from stock_import_batch s where s.id <> all($1::text[]) and vehicles.id = s.id
      and (${compared.map((column) => `vehicles.${column} is distinct from s.${column}`).join(" or ")})`;
  }

  /** Opens the import's transaction; waits (having called `onWaiting`) while another import holds the lock. */
  static async begin(
    pool: pg.Pool,
    mode: "full" | "delta",
    importId: string,
    onWaiting?: () => void,
  ): Promise<PostgresStockWriter> {
    const client = await pool.connect();
    try {
      // Room for the million-row list of the rows seen (temporary tables live in these buffers). Only
      // allowed before the session's first temporary table: the connection is closed after each import.
      await client.query("set temp_buffers = '256MB'").catch(() => {});
      await client.query("begin");
      const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_xact_lock($1) as locked", [
        STOCK_WRITE_LOCK,
      ]);
      if (!rows[0]!.locked) {
        onWaiting?.();
        await client.query("select pg_advisory_xact_lock($1)", [STOCK_WRITE_LOCK]);
      }
      // The published tables' statistics date from before the import (empty, on a first one): left
      // to them, the planner scanned a table growing by a batch at a time for every batch, quadratic
      // over the import. A batch's joins are index probes (a nested loop over the batch), so they are
      // forced; and the penalty costs that forcing adds must not set off JIT compilation per statement.
      await client.query(
        "set local enable_seqscan = off; set local enable_hashjoin = off; set local enable_mergejoin = off; set local jit = off",
      );
      await client.query(
        `create temporary table stock_import_batch (like vehicles) on commit drop;
         create temporary table stock_import_batch_lists (list_key text, vehicle_id text, primary key (vehicle_id, list_key)) on commit drop;
         create temporary table stock_import_seen (id text primary key) on commit drop`,
      );
      return new PostgresStockWriter(client, mode, importId);
    } catch (error) {
      await client.query("rollback").catch(() => {});
      client.release(true);
      throw error;
    }
  }

  /** One batch (see the class comment); returns the rows rejected. */
  async write(batch: CopyBatch): Promise<Rejected[]> {
    if (batch.ids.length === 0) return [];
    if (this.allNew && (await this.writeAllNew(batch))) return [];
    return this.merge(batch);
  }

  /**
   * The batch COPYed straight into the published tables, if none of its vehicles is known; false
   * (and nothing written) if one is.
   */
  private async writeAllNew(batch: CopyBatch): Promise<boolean> {
    const { client } = this;
    await client.query("savepoint stock_batch");
    try {
      await copyInto(client, COPY_VEHICLES("vehicles"), batch.vehicles);
      await client.query("insert into stock_import_seen (id) select unnest($1::text[])", [batch.ids]);
      const published = await copyInto(client, COPY_PUBLICATIONS("vehicle_publications"), batch.publications);
      await client.query("release savepoint stock_batch");
      this.counts.inserted += batch.ids.length;
      this.publicationsChanged += published;
      return true;
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      await client.query("rollback to savepoint stock_batch");
      this.allNew = false;
      return false;
    }
  }

  /**
   * One batch merged: rows repeating an earlier row's id or VIN and rows whose VIN another vehicle has
   * are rejected (returned); changed vehicles are updated, new ones inserted, and the batch's
   * publications made exactly its lists.
   */
  private async merge(batch: CopyBatch): Promise<Rejected[]> {
    const { client } = this;
    await copyInto(client, COPY_VEHICLES("stock_import_batch"), batch.vehicles);
    await copyInto(client, COPY_PUBLICATIONS("stock_import_batch_lists"), batch.publications);
    // Rows repeating the id of a row kept in an earlier batch are dropped (the parser drops repeats within one).
    const kept = await client.query<{ id: string }>(
      "insert into stock_import_seen (id) select id from stock_import_batch on conflict do nothing returning id",
    );
    const repeated = without(batch.ids, kept.rows);
    if (repeated.length > 0) await this.dropFromBatch(repeated);
    const inserted = await client.query<{ id: string }>(this.insertVehicles);
    const added = inserted.rows.map((row) => row.id);
    // Among the rows skipped, a VIN another vehicle has would break the unique index on update (and
    // abort the import): rejected instead. The row is forgotten, so a full feed unpublishes that
    // vehicle as it does one it never named. A vehicle seen earlier in this import came from an
    // earlier row of the feed.
    const clashes = await client.query<{ id: string; other: string; earlier: boolean }>(
      `select b.id, v.id as other, exists (select 1 from stock_import_seen s where s.id = v.id) as earlier
       from stock_import_batch b join vehicles v on v.vin = b.vin and v.id <> b.id where b.id <> all($1::text[])`,
      [added],
    );
    if (clashes.rows.length > 0) {
      const ids = clashes.rows.map((row) => row.id);
      await this.dropFromBatch(ids);
      await client.query("delete from stock_import_seen where id = any($1::text[])", [ids]);
    }
    const updated = await client.query(this.updateVehicles, [added]);
    // The batch's other vehicles keep exactly their lists: their other publications go. A new vehicle
    // has none (the fleet replace deletes a vehicle's publications with it; decision 097). NOT IN,
    // not NOT EXISTS: the planner turned that into an anti-join driven by every publication there is.
    const removed = await client.query<{ removed: string; unpublished: string }>(
      `with gone as (
         delete from vehicle_publications p using stock_import_batch s
         where s.id <> all($1::text[]) and p.vehicle_id = s.id
         and (p.vehicle_id, p.list_key) not in (select vehicle_id, list_key from stock_import_batch_lists)
         returning p.vehicle_id),
       kept as (${keepUnpublished(
         "select vehicle_id from gone where not exists (select 1 from stock_import_batch_lists l where l.vehicle_id = gone.vehicle_id)",
       )})
       select count(*) as removed, count(distinct vehicle_id) filter (
         where not exists (select 1 from stock_import_batch_lists l where l.vehicle_id = gone.vehicle_id)) as unpublished
       from gone`,
      [added, this.importId],
    );
    // A new vehicle's publications are plain inserts (its lists are unique: the feed schema says so);
    // the others' may exist already, and ON CONFLICT's speculative insert costs half as much again.
    const published = await client.query(
      `insert into vehicle_publications (list_key, vehicle_id)
       select list_key, vehicle_id from stock_import_batch_lists where vehicle_id = any($1::text[])`,
      [added],
    );
    const republished = await client.query(
      `insert into vehicle_publications (list_key, vehicle_id)
       select list_key, vehicle_id from stock_import_batch_lists where vehicle_id <> all($1::text[])
       on conflict do nothing`,
      [added],
    );
    await client.query("truncate stock_import_batch, stock_import_batch_lists");
    // A batch of new vehicles only: the next one is tried as all new again.
    this.allNew = added.length === batch.ids.length;
    this.counts.updated += updated.rowCount ?? 0;
    this.counts.inserted += added.length;
    this.counts.unpublished += Number(removed.rows[0]?.unpublished ?? 0);
    this.publicationsChanged +=
      Number(removed.rows[0]?.removed ?? 0) + (published.rowCount ?? 0) + (republished.rowCount ?? 0);
    const lineOf = new Map(batch.ids.map((id, index) => [id, batch.lines[index]!]));
    return [
      ...repeated.map((id) => ({ line: lineOf.get(id)!, field: "id", reason: REPEATED })),
      ...clashes.rows.map((row) => ({
        line: lineOf.get(row.id)!,
        field: row.earlier ? "id" : "vin",
        reason: row.earlier ? REPEATED : `is the VIN of vehicle ${row.other}`,
      })),
    ].sort((a, b) => a.line - b.line);
  }

  /** Rows of the batch not to be written (a repeat, a VIN clash), with their lists. */
  private async dropFromBatch(ids: string[]): Promise<void> {
    await this.client.query("delete from stock_import_batch where id = any($1::text[])", [ids]);
    await this.client.query("delete from stock_import_batch_lists where vehicle_id = any($1::text[])", [ids]);
  }

  /**
   * A full feed unpublishes every vehicle it did not name (its row kept); the listings revision is
   * bumped in the same transaction when anything changed; then the import commits, all at once.
   */
  async finish(): Promise<WriteCounts> {
    const { client } = this;
    try {
      if (this.mode === "full") {
        // Temporary tables are never analysed on their own: without statistics a million-row
        // anti-join would be planned as a few rows.
        await client.query("analyze stock_import_seen");
        await client.query("set local enable_seqscan = on; set local enable_hashjoin = on");
        const gone = await client.query<{ removed: string; unpublished: string }>(
          `with gone as (
             delete from vehicle_publications p
             where not exists (select 1 from stock_import_seen s where s.id = p.vehicle_id) returning vehicle_id),
           kept as (${keepUnpublished("select vehicle_id from gone").replaceAll("$2", "$1")})
           select count(*) as removed, count(distinct vehicle_id) as unpublished from gone`,
          [this.importId],
        );
        this.counts.unpublished += Number(gone.rows[0]?.unpublished ?? 0);
        this.publicationsChanged += Number(gone.rows[0]?.removed ?? 0);
      }
      if (this.counts.inserted + this.counts.updated + this.publicationsChanged > 0)
        await bumpSiteRevision(kyselyOn(client), "listings");
      await client.query("commit");
      this.released = true;
      client.release(true);
      return { ...this.counts };
    } catch (error) {
      await this.abort();
      throw error;
    }
  }

  /** Rolls the whole import back: the previous stock stays published. */
  async abort(): Promise<void> {
    if (this.released) return;
    this.released = true;
    await this.client.query("rollback").catch(() => {});
    this.client.release(true);
  }
}
