import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/databases.ts";

/**
 * The row types the services use are generated from the entity schemas' table defs (`x-db-table`), while
 * the tables themselves come from the migrations. This holds the two together: every table a schema
 * describes has exactly the columns it names, each nullable exactly when the schema allows null, and
 * every table the migrations make is described by a schema.
 */
const SCHEMAS_DIR = path.join(import.meta.dirname, "..", "..", "schemas");

interface TableDef {
  file: string;
  columns: Map<string, boolean>;
}

function allowsNull(column: Record<string, unknown>): boolean {
  const types = column.type;
  if (Array.isArray(types) && types.includes("null")) return true;
  if (Array.isArray(column.enum) && column.enum.includes(null)) return true;
  const anyOf = column.anyOf;
  return Array.isArray(anyOf) && anyOf.some((part) => (part as { type?: unknown }).type === "null");
}

function tableDefs(): Map<string, TableDef> {
  const tables = new Map<string, TableDef>();
  for (const file of readdirSync(SCHEMAS_DIR).filter((name) => name.endsWith(".schema.json"))) {
    const schema = JSON.parse(readFileSync(path.join(SCHEMAS_DIR, file), "utf8")) as {
      $defs?: Record<string, Record<string, unknown>>;
    };
    for (const def of Object.values(schema.$defs ?? {})) {
      const table = def["x-db-table"];
      if (typeof table !== "string") continue;
      const columns = new Map<string, boolean>();
      // A table def may extend another (the import rows are a vehicle row and more).
      for (const part of [def, ...((def.allOf as Record<string, unknown>[] | undefined) ?? [])]) {
        const ref = part.$ref;
        if (typeof ref === "string") {
          const [base = "", fragment = ""] = ref.split("#/$defs/");
          const target =
            base === ""
              ? schema
              : (JSON.parse(
                  readFileSync(path.join(SCHEMAS_DIR, `${base.split("/").pop()}.schema.json`), "utf8"),
                ) as typeof schema);
          const properties = (target.$defs?.[fragment]?.properties ?? {}) as Record<string, Record<string, unknown>>;
          for (const [name, column] of Object.entries(properties)) columns.set(name, allowsNull(column));
        }
        const properties = (part.properties ?? {}) as Record<string, Record<string, unknown>>;
        for (const [name, column] of Object.entries(properties)) columns.set(name, allowsNull(column));
      }
      tables.set(table, { file, columns });
    }
  }
  return tables;
}

/** Tables the database keeps for itself, not rows of an entity. */
const INTERNAL = /^(kysely_migration|kysely_migration_lock)$/;

describe.each(DATABASE_KINDS)("the migrated %s database matches the entity schemas' tables", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it("has every described table with exactly the described columns and nullability", async () => {
    const defs = tableDefs();
    const tables = (await database.handle.db.introspection.getTables()).filter((table) => !INTERNAL.test(table.name));
    const actual = new Map(
      tables.map((table) => [table.name, new Map(table.columns.map((column) => [column.name, column.isNullable]))]),
    );
    expect([...actual.keys()].sort()).toEqual([...defs.keys()].sort());
    for (const [table, def] of defs) {
      const columns = actual.get(table)!;
      expect([...columns.keys()].sort(), `${table} in schemas/${def.file}`).toEqual([...def.columns.keys()].sort());
      // SQLite lets a text primary key hold NULL unless told otherwise, so nullability is held on PostgreSQL,
      // whose migrations say NOT NULL wherever the schema does.
      if (kind === "postgres")
        for (const [column, nullable] of def.columns)
          expect(columns.get(column), `${table}.${column} nullable, in schemas/${def.file}`).toBe(nullable);
    }
  });
});
