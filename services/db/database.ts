import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type PostgresPoolClient,
  type SqliteDatabase,
  type SqliteStatement,
} from "kysely";
import pg from "pg";
import { migrationProvider } from "./migrations/index.ts";
import type { Database } from "./schema.ts";

type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema from a `search_path` option in the URL, when one is set. */
  schema?: string;
  close(): Promise<void>;
}

const POOLS = new WeakMap<Kysely<Database>, pg.Pool>();

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A query builder whose every query runs on `client`, inside whatever transaction it has open: for
 * code holding a raw connection (COPY) that calls the shared helpers written for Kysely. Releasing
 * the client stays its holder's business.
 */
export function kyselyOn(client: pg.PoolClient): Kysely<Database> {
  const borrowed = { query: client.query.bind(client), release: () => {} } as unknown as PostgresPoolClient;
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: { connect: async () => borrowed, end: async () => {} } }),
  });
}

/** The pg pool under a PostgreSQL database opened here (COPY needs a raw client); undefined on SQLite. */
export function postgresPool(db: Kysely<Database>): pg.Pool | undefined {
  return POOLS.get(db);
}

/**
 * SQLite transactions begin IMMEDIATE: they take the write lock up front, waiting for it under
 * `busy_timeout`. A deferred transaction that reads and then writes (the stock switch, staging
 * clean-up) fails at once with "database is locked" when another process (the import command beside
 * a running server) wrote in between: SQLite cannot upgrade a stale read snapshot, and its busy
 * handler is not called for that case.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(settings);
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/** Distinct SQL texts whose compiled statements are kept per SQLite database. */
const STATEMENTS_KEPT = 500;

/**
 * Kysely prepares every query anew, and better-sqlite3 compiles the SQL on each prepare: 0.05-0.1 ms
 * a query, a third of the SQLite time of an uncached stock page (four queries). Queries are
 * parameterised, so their texts repeat: the compiled statements of the most recent texts are kept
 * and run again by `all` and `run`, which finish before they return. A streamed query (`iterate`)
 * stays open while its reader consumes it, so it always gets a statement of its own. SQLite
 * re-prepares a kept statement by itself when the schema changes (a migration).
 */
function withStatementCache(sqlite: SQLite.Database, kept = STATEMENTS_KEPT): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      // Most recently used last: the first key is the one to drop.
      if (statement) statements.delete(sql);
      else {
        const compiled = sqlite.prepare(sql);
        statement = {
          reader: compiled.reader,
          all: (parameters) => compiled.all(parameters),
          run: (parameters) => compiled.run(parameters),
          iterate: (parameters) => sqlite.prepare(sql).iterate(parameters),
        };
        if (statements.size >= kept) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/**
 * Opens the database DATABASE_URL names: `sqlite:<file>` (embedded, WAL) or `postgres://...`.
 * `search_path` in a postgres URL's `options` (e.g. `?options=-c%20search_path%3Dx`) isolates tests.
 */
export function openDatabase(url: string): DatabaseHandle {
  if (url.startsWith("sqlite:")) {
    const file = url.slice("sqlite:".length);
    if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
    return { db, dialect: "sqlite", close: () => db.destroy() };
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    POOLS.set(db, pool);
    const schema = /search_path=([A-Za-z0-9_]+)/.exec(decodeURIComponent(url))?.[1];
    return { db, dialect: "postgres", schema, close: () => db.destroy() };
  }
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got ${JSON.stringify(url)}`);
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrate(db: Kysely<Database>, schema?: string): Promise<string[]> {
  // With a schema, Kysely keeps its bookkeeping tables there too (else it would find another schema's).
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error)
    throw new Error(`migration ${failed?.migrationName ?? "?"} failed: ${(error as Error).message}`, { cause: error });
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}
