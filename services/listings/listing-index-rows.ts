import { StringDecoder } from "node:string_decoder";
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
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

/**
 * A vehicle as the index reads it: every value as text (COPY's form), numbers converted by the index;
 * `lists` is its publication lists joined by `|` (a list key never holds one: the feed pipes them so).
 */
export type IndexRow = Record<(typeof INDEX_COLUMNS)[number] | "lists", string | number>;

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
  row.lists = unescapeCopy(fields[INDEX_COLUMNS.length]!);
  return row;
}

/**
 * PostgreSQL: one `COPY (SELECT ...) TO STDOUT` of every published vehicle with its lists, streamed
 * and parsed as it arrives. One statement is one snapshot (the index never mixes two stocks) and one
 * round trip, where keyset pages cost a query and a row object per column each. Ordered by id in byte
 * order, as JavaScript compares.
 */
async function* copyRows(db: Kysely<Database>): AsyncGenerator<IndexRow[]> {
  const client = await postgresPool(db)!.connect();
  try {
    const columns = INDEX_COLUMNS.map((column) => `v.${column}`).join(", ");
    const stream = client.query(
      copyTo(
        // Each vehicle's lists by a lookup in the publications' index by vehicle: grouping the whole
        // publications table by vehicle then joining spilled to disk at a million vehicles (35 s, against 8 s).
        `copy (select * from (select ${columns},
            (select string_agg(p.list_key, '|') from vehicle_publications p where p.vehicle_id = v.id) as lists
            from vehicles v) published
          where lists is not null order by id collate "C") to stdout`,
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

/** The publications of the vehicle of the enclosing query's row. */
function publicationsOf(eb: ExpressionBuilder<Database, "vehicles">) {
  return eb.selectFrom("vehicle_publications").whereRef("vehicle_publications.vehicle_id", "=", "vehicles.id");
}

/**
 * SQLite (in this process): pages of BATCH published vehicles in id order, each one keyset query; a
 * vehicle's lists are read through the publications' index by vehicle.
 */
async function* pagedRows(db: Kysely<Database>): AsyncGenerator<IndexRow[]> {
  let after: string | null = null;
  for (;;) {
    let query = db
      .selectFrom("vehicles")
      .select(INDEX_COLUMNS.map((column) => `vehicles.${column}` as const))
      .select((eb) =>
        publicationsOf(eb)
          .select(sql<string>`group_concat(list_key, '|')`.as("lists"))
          .$asScalar()
          // Never null: the vehicle has a publication (the condition below).
          .$notNull()
          .as("lists"),
      )
      .where((eb) => eb.exists(publicationsOf(eb).select("list_key")));
    if (after !== null) query = query.where("vehicles.id", ">", after);
    const rows = await query.orderBy("vehicles.id").limit(BATCH).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** Every published vehicle with its lists, in batches, read with only the columns the index needs. */
export function indexRows(db: Kysely<Database>): AsyncGenerator<IndexRow[]> {
  return postgresPool(db) ? copyRows(db) : pagedRows(db);
}
