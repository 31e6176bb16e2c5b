import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql, type Kysely, type Transaction } from "kysely";
import { newId, now } from "../../db/clock.ts";
import type { Database, StockImportsTable } from "../../db/schema.ts";
import { bumpSiteRevision } from "../../foundation/site-revisions.ts";
import type { FeedFormat } from "./feed-records.ts";
import { feedBatches, type ParsedBatch, type ParseSettings, type Rejection } from "./feed-batches.ts";
import { parseInWorker } from "./parse-in-worker.ts";
import { isPostgres, postgresPool } from "../../db/database.ts";
import { PostgresStockWriter, UNPUBLISHED_KEPT } from "./postgres-stock-writer.ts";
import { VEHICLE_COLUMNS } from "./copy-binary.ts";
import { insertStagingLists, insertStagingRows } from "./staging-insert.ts";
import { fullImportRefusal, readMaxRejectedRatio, type Refusal } from "./full-import-guard.ts";

type ImportMode = "full" | "delta";
export type { Rejection };
export type StockImport = Omit<StockImportsTable, "heartbeat_at">;
/** A vehicle an import unpublished, as the report lists it. */
interface UnpublishedVehicle {
  id: string;
  vin: string;
  name: string;
}

export interface ImportOptions {
  mode: ImportMode;
  format: FeedFormat;
  /** What the feed was (a file name, a URL, "upload"): shown in the admin. */
  source: string;
  /** The feed's size in bytes when known: the progress bar's end. */
  bytesTotal?: number | null;
  /** Rows per batch. */
  batchSize?: number;
  /** The import's id, when the caller must know it before the feed is read (the admin upload). */
  id?: string;
  onProgress?: (progress: StockImport) => void;
  /** Called once the import is recorded (status running), before the feed is read. */
  onStarted?: () => void;
  /** Parse in a worker thread (the default; decision 094), or in this thread. */
  worker?: boolean;
  /** Each rejected row, batch by batch as they are found (the rows are not kept in memory). */
  onRejection?: (rejection: Rejection) => void;
  /** Called once if the import must wait for another one to finish (PostgreSQL: one writes at a time). */
  onWaiting?: () => void;
  /** How often the running import's heartbeat is written, so that a long wait or step is not taken for a kill. */
  heartbeatMs?: number;
  /**
   * A full import switches even with no valid row or more rejected rows than the setting allows
   * (full-import-guard.ts): to empty the stock on purpose, or to publish a feed known to be partial.
   */
  forceSwitch?: boolean;
}

/**
 * Rows per batch when not told. PostgreSQL: one COPY and a few statements a batch, and fewer, larger
 * ones measured faster (decision 097). SQLite: one staging transaction a batch, its rows objects
 * cloned across from the worker thread, so smaller batches keep the importer's memory down.
 */
export const DEFAULT_BATCH = { postgres: 5000, sqlite: 2000 } as const;
/** A running import whose heartbeat is older than this was killed: its staging rows are swept. */
const ABANDONED_AFTER_MS = 10 * 60_000;
/** A running import writes its heartbeat this often, whatever it is doing (waiting, a batch, the switch). */
const HEARTBEAT_MS = 60_000;

/** Counts the bytes passing through, for the progress bar. */
class ByteCounter extends Transform {
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.bytes += chunk.length;
    done(null, chunk);
  }
}

/**
 * Imports a stock feed (decisions 090, 097). Rows are read one at a time (parsed in a worker thread),
 * checked against schemas/stock-feed.schema.json and written `batchSize` at a time; a rejected row is
 * recorded (line, field, reason) and the rest go on. Vehicles are added or updated (only when
 * something differs), their publication lists set, and in a full feed every published vehicle the
 * feed does not name is unpublished (its row kept). Readers see the previous stock until the import
 * commits, all at once; a failure or a kill before that leaves it published. Memory holds two batches.
 * A full feed with no valid row, or with more rejected rows than `stock_import.max_rejected_ratio`
 * allows, does not switch unless `forceSwitch` says so (full-import-guard.ts, decision 121): it is
 * marked failed with its `refusal` code and the previous stock stays published.
 *
 * - PostgreSQL writes each batch straight into the published tables inside the import's one
 *   transaction (postgres-stock-writer.ts), overlapping the parsing of the next batch.
 * - SQLite stages each batch in its own short transaction and switches at the end in one more
 *   (`switchStock`): one long write transaction there would block every other writer (leads, orders)
 *   for the whole import. A kill leaves staging rows behind, which the next import sweeps.
 */
export async function importStockFeed(
  db: Kysely<Database>,
  input: Readable,
  options: ImportOptions,
): Promise<StockImport> {
  const id = options.id ?? newId();
  const pool = postgresPool(db);
  const batchSize = options.batchSize ?? DEFAULT_BATCH[pool ? "postgres" : "sqlite"];
  await sweepAbandoned(db);
  const record: StockImportsTable = {
    id,
    mode: options.mode,
    source: options.source.slice(0, 500),
    status: "running",
    started_at: now(),
    heartbeat_at: now(),
    finished_at: null,
    rows_read: 0,
    bytes_read: 0,
    bytes_total: options.bytesTotal ?? null,
    rejected: 0,
    inserted: 0,
    updated: 0,
    unpublished: 0,
    error: null,
    refusal: null,
  };
  await db.insertInto("stock_imports").values(record).execute();
  options.onStarted?.();
  const progress = (): void => {
    const { heartbeat_at: _, ...visible } = record;
    options.onProgress?.(visible);
  };
  // One batch is written while the next is read and checked (see the loop below).
  let writing: Promise<void> = Promise.resolve();
  let writer: PostgresStockWriter | null = null;
  // The one heartbeat, on a timer rather than per batch: an import waiting for another, or in a long
  // step, is alive too, and a later import must not sweep it as killed.
  const heartbeat = setInterval(() => {
    db.updateTable("stock_imports")
      .set({ heartbeat_at: now() })
      .where("id", "=", id)
      .execute()
      .catch(() => {}); // the next beat, or the batch's own update, tries again
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  // Rows written so far (kept: not rejected on reading nor when written), for the full-import guard.
  let rowsKept = 0;
  try {
    // Read before the import's transaction opens; only a full import not forced is guarded.
    const maxRejectedRatio = options.mode === "full" && !options.forceSwitch ? await readMaxRejectedRatio(db) : null;
    /** Whether the stock may switch, given the rows rejected at the switch itself (SQLite's VIN clashes). */
    const guard = (rejectedAtSwitch: number): Refusal | null =>
      maxRejectedRatio === null
        ? null
        : fullImportRefusal({ rowsRead: record.rows_read, rowsKept: rowsKept - rejectedAtSwitch }, maxRejectedRatio);
    if (pool) writer = await PostgresStockWriter.begin(pool, options.mode, id, options.onWaiting);
    const dealers = (await db.selectFrom("dealers").select(["id", "dealer_code"]).execute()).map(
      (row): [string, string] => [row.dealer_code, row.id],
    );
    const counter = new ByteCounter();
    const reading = pipeline(input, counter).catch((error: unknown) => {
      counter.destroy(error as Error);
    });
    const settings: ParseSettings = {
      format: options.format,
      importId: id,
      dealers,
      batchSize,
      output: pool ? "copy" : "rows",
    };
    const flush = async (batch: ParsedBatch) => {
      for (const rejection of batch.rejections) options.onRejection?.(rejection);
      const duplicates = writer
        ? await writer.write({ ...batch.copy!, lines: batch.lines })
        : await stageBatch(db, id, batch);
      // SQLite recorded them in the staging transaction; PostgreSQL's import transaction is not
      // visible until it ends, and the admin follows the rejections as they come.
      if (writer) await recordRejections(db, id, [...batch.rejections, ...duplicates]);
      for (const rejection of duplicates) options.onRejection?.(rejection);
      rowsKept += batch.lines.length - duplicates.length;
      record.rows_read = batch.rowsRead;
      record.rejected += batch.rejections.length + duplicates.length;
      record.bytes_read = counter.bytes;
      await db
        .updateTable("stock_imports")
        .set({
          rows_read: record.rows_read,
          bytes_read: record.bytes_read,
          rejected: record.rejected,
        })
        .where("id", "=", id)
        .execute();
      progress();
    };
    // Parsing (in a worker thread unless told otherwise) overlaps the database: one batch is written
    // while the next is read and checked; never more than one in flight, so memory holds two batches.
    const batches = options.worker === false ? feedBatches(counter, settings) : parseInWorker(counter, settings);
    for await (const batch of batches) {
      await writing;
      writing = flush(batch);
      writing.catch(() => {}); // awaited (and thrown) at the next batch or the end
    }
    await reading;
    await writing;
    // The switch, or not: a refused PostgreSQL import is rolled back whole, a refused SQLite one
    // switches nothing and its staging is dropped below.
    const outcome = writer ? await finishOnPostgres(writer, guard) : await switchStock(db, id, options.mode, guard);
    for (const rejection of outcome.rejections) options.onRejection?.(rejection);
    record.rejected += outcome.rejections.length;
    record.finished_at = now();
    if ("refusal" in outcome) {
      Object.assign(record, { status: "failed", error: outcome.refusal.message, refusal: outcome.refusal.code });
      await db
        .updateTable("stock_imports")
        .set({
          rejected: record.rejected,
          status: "failed",
          error: record.error,
          refusal: record.refusal,
          finished_at: record.finished_at,
        })
        .where("id", "=", id)
        .execute();
    } else {
      Object.assign(record, outcome.counts, { status: "finished" });
      await db
        .updateTable("stock_imports")
        .set({ ...outcome.counts, rejected: record.rejected, status: "finished", finished_at: record.finished_at })
        .where("id", "=", id)
        .execute();
    }
  } catch (error) {
    await writing.catch(() => {}); // no batch may be written after the import is rolled back
    await writer?.abort();
    record.status = "failed";
    record.error = (error as Error).message.slice(0, 2000);
    record.finished_at = now();
    await db
      .updateTable("stock_imports")
      .set({ status: "failed", error: record.error, finished_at: record.finished_at })
      .where("id", "=", id)
      .execute();
  } finally {
    clearInterval(heartbeat);
    if (!writer) await dropStaging(db, id);
  }
  progress();
  return (({ heartbeat_at: _, ...visible }) => visible)(record);
}

type SwitchOutcome = { rejections: Rejection[] } & (
  { counts: Pick<StockImportsTable, "inserted" | "updated" | "unpublished"> } | { refusal: Refusal }
);

/** PostgreSQL's end: commits the import's transaction, or rolls it back whole when the guard refuses. */
async function finishOnPostgres(
  writer: PostgresStockWriter,
  guard: (rejectedAtSwitch: number) => Refusal | null,
): Promise<SwitchOutcome> {
  const refusal = guard(0);
  if (refusal) {
    await writer.abort();
    return { refusal, rejections: [] };
  }
  return { counts: await writer.finish(), rejections: [] };
}

/** Rejected rows, recorded for the admin (in chunks: one statement's parameters are bounded). */
async function recordRejections(db: Kysely<Database>, importId: string, rejections: Rejection[]): Promise<void> {
  for (let i = 0; i < rejections.length; i += 2000)
    await db
      .insertInto("stock_import_rejections")
      .values(rejections.slice(i, i + 2000).map((rejection) => ({ import_id: importId, ...rejection })))
      .execute();
}

/** SQLite: one batch into staging, in one transaction; a row repeating an earlier row's id or VIN is rejected. */
async function stageBatch(db: Kysely<Database>, importId: string, batch: ParsedBatch): Promise<Rejection[]> {
  const rows = batch.rows ?? [];
  return db.transaction().execute(async (trx) => {
    const stagedLines = await insertStagingRows(trx, rows);
    const duplicates: Rejection[] = [];
    const lists: [string, string][] = [];
    for (const row of rows) {
      if (!stagedLines.has(row.line)) {
        duplicates.push({ line: row.line, field: "id", reason: "repeats the id or VIN of an earlier row" });
        continue;
      }
      for (const key of new Set(row.lists.split("|").filter(Boolean))) lists.push([row.id, key]);
    }
    await insertStagingLists(trx, importId, lists);
    await recordRejections(trx, importId, [...batch.rejections, ...duplicates]);
    return duplicates;
  });
}

function count(row: { count: number | string | bigint } | undefined): number {
  return Number(row?.count ?? 0);
}

/**
 * SQLite's switch, one transaction: what readers see changes here, all at once, or not at all. Set-based
 * and written so that an unchanged vehicle costs a comparison and no write (decision 094): new
 * vehicles are inserted (anti-join), changed ones updated (a join comparing every column), and the
 * publications diffed against the staged lists in one delete and one insert. The affected-row counts
 * are the import's counts, so nothing is counted twice.
 */
async function switchStock(
  db: Kysely<Database>,
  importId: string,
  mode: ImportMode,
  guard: (rejectedAtSwitch: number) => Refusal | null,
): Promise<SwitchOutcome> {
  return db.transaction().execute(async (trx) => {
    const rejections = await rejectVinClashes(trx, importId);
    // Refused: the stock is left as it was; only the rejections found here are kept, for the report.
    const refusal = guard(rejections.length);
    if (refusal) return { refusal, rejections };
    const unpublishedIds = sql`select p.vehicle_id from vehicle_publications p
          left join stock_import_rows s on s.import_id = ${importId} and s.id = p.vehicle_id
          where ${mode === "full" ? sql`s.id is null or ` : sql``}s.lists = ''`;
    const unpublished = count(
      (
        await sql<{ count: number }>`select count(distinct u.vehicle_id) as count from (${unpublishedIds}) u`.execute(
          trx,
        )
      ).rows[0],
    );
    // The report lists the first of them as they are before the switch (the count is exact).
    await sql`insert into stock_import_unpublished (import_id, vehicle_id, vin, name)
      select ${importId}, v.id, v.vin, v.model_display_name from vehicles v where v.id in (${unpublishedIds})
      order by v.id limit ${UNPUBLISHED_KEPT}`.execute(trx);
    const columns = sql.join(VEHICLE_COLUMNS.map((column) => sql.ref(column)));
    const compared = VEHICLE_COLUMNS.filter((column) => column !== "id");
    const inserted = affected(
      await sql`insert into vehicles (${columns}) select ${columns} from stock_import_rows s
        where s.import_id = ${importId} and not exists (select 1 from vehicles v where v.id = s.id)
        on conflict (id) do nothing`.execute(trx),
    );
    const updated = affected(
      await sql`update vehicles set ${sql.join(compared.map((column) => sql`${sql.ref(column)} = s.${sql.ref(column)}`))}
        from stock_import_rows s where s.import_id = ${importId} and vehicles.id = s.id and (${sql.join(
          compared.map((column) => sql`vehicles.${sql.ref(column)} is distinct from s.${sql.ref(column)}`),
          sql` or `,
        )})`.execute(trx),
    );
    // A full feed keeps exactly the staged publications; a delta feed touches only the vehicles it names.
    const removed = affected(
      await sql`delete from vehicle_publications where not exists (select 1 from stock_import_lists l
          where l.import_id = ${importId} and l.vehicle_id = vehicle_publications.vehicle_id
          and l.list_key = vehicle_publications.list_key)
        ${
          mode === "full"
            ? sql``
            : sql`and exists (select 1 from stock_import_rows s
                where s.import_id = ${importId} and s.id = vehicle_publications.vehicle_id)`
        }`.execute(trx),
    );
    const added = affected(
      await sql`insert into vehicle_publications (list_key, vehicle_id)
        select l.list_key, l.vehicle_id from stock_import_lists l where l.import_id = ${importId}
        and not exists (select 1 from vehicle_publications p where p.list_key = l.list_key and p.vehicle_id = l.vehicle_id)
        on conflict do nothing`.execute(trx),
    );
    // In the same transaction: no process sees the new stock under the old revision. Nothing changed, nothing bumped.
    if (inserted + updated + removed + added > 0) await bumpSiteRevision(trx, "listings");
    return { counts: { inserted, updated, unpublished }, rejections };
  });
}

function affected(result: { numAffectedRows?: bigint }): number {
  return Number(result.numAffectedRows ?? 0);
}

/** A staged VIN another vehicle already has would break the switch: that row is rejected instead. */
async function rejectVinClashes(trx: Transaction<Database>, importId: string): Promise<Rejection[]> {
  const clashes = (
    await sql<{ line: number; id: string; other: string }>`select s.line, s.id, v.id as other
      from stock_import_rows s join vehicles v on v.vin = s.vin and v.id <> s.id
      where s.import_id = ${importId} order by s.line`.execute(trx)
  ).rows;
  const rejections = clashes.map((clash) => ({
    line: Number(clash.line),
    field: "vin",
    reason: `is the VIN of vehicle ${clash.other}`,
  }));
  for (let i = 0; i < clashes.length; i += 500) {
    const ids = clashes.slice(i, i + 500).map((clash) => clash.id);
    await trx.deleteFrom("stock_import_rows").where("import_id", "=", importId).where("id", "in", ids).execute();
    await trx
      .deleteFrom("stock_import_lists")
      .where("import_id", "=", importId)
      .where("vehicle_id", "in", ids)
      .execute();
    await trx
      .insertInto("stock_import_rejections")
      .values(rejections.slice(i, i + 500).map((rejection) => ({ import_id: importId, ...rejection })))
      .execute();
  }
  return rejections;
}

/**
 * Drops one import's staging rows. When no other import is running (the usual case), the staging
 * tables are emptied whole: TRUNCATE on PostgreSQL, an unqualified DELETE (SQLite's truncate
 * optimisation) on SQLite, instead of deleting a million rows one by one. The tables are locked
 * before the check, so an import starting meanwhile waits and stages nothing that is lost (decision 092).
 */
async function dropStaging(db: Kysely<Database>, importId: string): Promise<void> {
  const postgres = isPostgres(db);
  await db.transaction().execute(async (trx) => {
    if (postgres) await sql`lock table stock_import_rows, stock_import_lists in access exclusive mode`.execute(trx);
    const others = await trx
      .selectFrom("stock_imports")
      .select("id")
      .where("status", "=", "running")
      .where("id", "<>", importId)
      .limit(1)
      .execute();
    if (others.length === 0) {
      if (postgres) await sql`truncate stock_import_rows, stock_import_lists`.execute(trx);
      else {
        await trx.deleteFrom("stock_import_lists").execute();
        await trx.deleteFrom("stock_import_rows").execute();
      }
      return;
    }
    await trx.deleteFrom("stock_import_lists").where("import_id", "=", importId).execute();
    await trx.deleteFrom("stock_import_rows").where("import_id", "=", importId).execute();
  });
}

/** Imports killed mid-way (no heartbeat for ten minutes): marked abandoned, their staging rows dropped. */
async function sweepAbandoned(db: Kysely<Database>): Promise<void> {
  const before = new Date(Date.now() - ABANDONED_AFTER_MS).toISOString();
  const stale = await db
    .selectFrom("stock_imports")
    .select("id")
    .where("status", "=", "running")
    .where("heartbeat_at", "<", before)
    .execute();
  for (const { id } of stale) {
    await db
      .updateTable("stock_imports")
      .set({ status: "abandoned", finished_at: now() })
      .where("id", "=", id)
      .execute();
    await dropStaging(db, id);
  }
}

/** An import as the admin sees it, with its first rejected rows. */
export async function readImport(
  db: Kysely<Database>,
  id: string,
  rejectionLimit = 1000,
): Promise<(StockImport & { rejections: Rejection[]; unpublished_vehicles: UnpublishedVehicle[] }) | null> {
  const row = await db.selectFrom("stock_imports").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const rejections = await db
    .selectFrom("stock_import_rejections")
    .select(["line", "field", "reason"])
    .where("import_id", "=", id)
    .orderBy("line")
    .limit(rejectionLimit)
    .execute();
  const unpublished = await db
    .selectFrom("stock_import_unpublished")
    .select(["vehicle_id as id", "vin", "name"])
    .where("import_id", "=", id)
    .orderBy("vehicle_id")
    .limit(UNPUBLISHED_KEPT)
    .execute();
  const { heartbeat_at: _, ...visible } = row;
  return { ...visible, rejections, unpublished_vehicles: unpublished };
}

/** Stock imports of one database: run one, read one, list the latest (the admin's view). */
export class StockImports {
  constructor(private readonly db: Kysely<Database>) {}

  run(input: Readable, options: ImportOptions): Promise<StockImport> {
    return importStockFeed(this.db, input, options);
  }

  read(id: string): ReturnType<typeof readImport> {
    return readImport(this.db, id);
  }

  /** The import running now, here or in another process, unless it was killed (no heartbeat for a while). */
  async running(): Promise<StockImport | null> {
    const row = await this.db
      .selectFrom("stock_imports")
      .selectAll()
      .where("status", "=", "running")
      .where("heartbeat_at", ">=", new Date(Date.now() - ABANDONED_AFTER_MS).toISOString())
      .orderBy("started_at", "desc")
      .executeTakeFirst();
    if (!row) return null;
    const { heartbeat_at: _, ...visible } = row;
    return visible;
  }

  async latest(limit = 20): Promise<StockImport[]> {
    const rows = await this.db
      .selectFrom("stock_imports")
      .selectAll()
      .orderBy("started_at", "desc")
      .limit(limit)
      .execute();
    return rows.map(({ heartbeat_at: _, ...visible }) => visible);
  }
}
