import { StringDecoder } from "node:string_decoder";
import type { Kysely } from "kysely";
import { to as copyTo } from "pg-copy-streams";
import { postgresPool } from "../db/database.ts";
import type { Database, VehiclesTable } from "../db/schema.ts";

/** The vehicle columns the listing index reads, and no others (decision 096). */
const INDEX_COLUMNS = [
  "id",
  "state",
  "status",
  "nameplate_brand_name",
  "nameplate_name",
  "nameplate_model_group",
  "financing_options",
  "engine_type",
  "transmission",
  "color_canonical",
  "color_name",
  "owner_id",
  "number_of_seats",
  "mileage",
  "production_year",
  "model_year",
  "power",
  "display_price",
  "msrp_price",
  "created_at",
  "version",
  "vin",
  "model_display_name",
] as const satisfies readonly (keyof VehiclesTable)[];

/** A vehicle as the index reads it: every value as text (COPY's form), numbers converted by the index. */
export type IndexRow = Record<(typeof INDEX_COLUMNS)[number], string | number>;

/** Rows handed over at a time; the caller yields to requests between batches. */
const BATCH = 1000;

/** COPY's text format: `\t`, `\n`, `\\`... escaped with a backslash (values here are never null). */
function unescapeCopy(field: string): string {
  if (!field.includes("\\")) return field;
  return field.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_, escape: string) => {
    if (escape === "t") return "\t";
    if (escape === "n") return "\n";
    if (escape === "r") return "\r";
    if (escape === "b") return "\b";
    if (escape === "f") return "\f";
    if (escape === "v") return "\v";
    if (escape[0] === "x") return String.fromCharCode(parseInt(escape.slice(1), 16));
    if (/^[0-7]+$/.test(escape)) return String.fromCharCode(parseInt(escape, 8));
    return escape;
  });
}

function rowOf(line: string): IndexRow {
  const fields = line.split("\t");
  const row = {} as IndexRow;
  INDEX_COLUMNS.forEach((column, position) => (row[column] = unescapeCopy(fields[position]!)));
  return row;
}

/**
 * PostgreSQL: one `COPY (SELECT ...) TO STDOUT` of the list, streamed and parsed as it arrives. One
 * statement is one snapshot (a list never mixes two stocks) and one round trip, where keyset pages
 * cost a query and a row object per column each. Ordered by id in byte order, as JavaScript compares.
 */
async function* copyRows(db: Kysely<Database>, listKey: string): AsyncGenerator<IndexRow[]> {
  const client = await postgresPool(db)!.connect();
  try {
    const columns = INDEX_COLUMNS.map((column) => `v.${column}`).join(", ");
    const literal = `'${listKey.replaceAll("'", "''")}'`;
    const stream = client.query(
      copyTo(
        `copy (select ${columns} from vehicle_publications p join vehicles v on v.id = p.vehicle_id
          where p.list_key = ${literal} order by p.vehicle_id collate "C") to stdout`,
      ),
    );
    const decoder = new StringDecoder("utf8");
    let rest = "";
    let batch: IndexRow[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const lines = (rest + decoder.write(chunk)).split("\n");
      rest = lines.pop()!;
      for (const line of lines) batch.push(rowOf(line));
      if (batch.length >= BATCH) {
        yield batch;
        batch = [];
      }
    }
    rest += decoder.end();
    if (rest !== "") batch.push(rowOf(rest));
    if (batch.length > 0) yield batch;
  } finally {
    client.release();
  }
}

/** SQLite (in this process): pages of BATCH vehicles in id order, each one keyset query. */
async function* pagedRows(db: Kysely<Database>, listKey: string): AsyncGenerator<IndexRow[]> {
  let after: string | null = null;
  for (;;) {
    let query = db
      .selectFrom("vehicle_publications")
      .innerJoin("vehicles", "vehicles.id", "vehicle_publications.vehicle_id")
      .select(INDEX_COLUMNS.map((column) => `vehicles.${column}` as const))
      .where("vehicle_publications.list_key", "=", listKey);
    if (after !== null) query = query.where("vehicle_publications.vehicle_id", ">", after);
    const rows = await query.orderBy("vehicle_publications.vehicle_id").limit(BATCH).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** The vehicles of `listKey`, in batches, read with only the columns the index needs. */
export function indexRows(db: Kysely<Database>, listKey: string): AsyncGenerator<IndexRow[]> {
  return postgresPool(db) ? copyRows(db, listKey) : pagedRows(db, listKey);
}
