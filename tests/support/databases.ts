import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { migrate, openDatabase, type DatabaseHandle } from "../../services/db/database.ts";

/**
 * The two databases the integration suite runs against, each a copy of a migrated template: migrating
 * takes over a second on PostgreSQL and the suite makes some hundred databases, while a copy takes a
 * fraction of that. The templates are named by a hash of the migrations, so a changed migration makes
 * a new template and a stale one is never used.
 */
const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
/** The schema the test databases use, through `search_path` in their URL as an operator may set it. */
const SCHEMA = "forecourt";
const MIGRATIONS_DIR = path.join(import.meta.dirname, "..", "..", "services", "db", "migrations");

export interface TestDatabase {
  name: "sqlite" | "postgres";
  url: string;
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

export const DATABASE_KINDS = ["sqlite", "postgres"] as const;

/**
 * The databases of a suite whose cases do not depend on the database (decision 176): what they test is
 * decided above the storage layer (request guards, validation, sanitising, rendering) and reaches the
 * database only through queries that the suites on DATABASE_KINDS run on both. SQLite alone, or both
 * with TEST_EVERY_DATABASE=1 (after a change to the storage layer, say). A suite that tests locks,
 * concurrency, transactions, an SQL dialect's path, migrations, ordering or search stays on DATABASE_KINDS.
 */
export const STORAGE_NEUTRAL_KINDS: readonly (typeof DATABASE_KINDS)[number][] = process.env.TEST_EVERY_DATABASE
  ? DATABASE_KINDS
  : ["sqlite"];

export async function createTestDatabase(kind: (typeof DATABASE_KINDS)[number]): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "forecourt-db-")), "test.db");
    copyFileSync(await sqliteTemplate(), file);
    const url = `sqlite:${file}`;
    const handle = openDatabase(url);
    return { name: kind, url, handle, drop: () => handle.close() };
  }
  const database = `fc_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin(async (admin) => {
    try {
      await copyDatabase(admin, await postgresTemplate(), database);
    } catch (error) {
      // 3D000: the template is gone, dropped as stale by a run of another checkout with other migrations
      // on the same server: made again.
      if ((error as { code?: string }).code !== "3D000") throw error;
      postgresTemplateName = undefined;
      await copyDatabase(admin, await postgresTemplate(), database);
    }
  });
  const url = postgresUrl(database);
  const handle = openDatabase(url);
  return {
    name: kind,
    url,
    handle,
    drop: async () => {
      await handle.close();
      await withAdmin((admin) => dropDatabase(admin, database));
    },
  };
}

const migrationsHash = (() => {
  let hash: string | undefined;
  return () => {
    if (hash) return hash;
    const digest = createHash("sha256");
    for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
      digest.update(file);
      digest.update(readFileSync(path.join(MIGRATIONS_DIR, file)));
    }
    return (hash = digest.digest("hex").slice(0, 12));
  };
})();

let sqliteTemplateFile: Promise<string> | undefined;

/** A migrated SQLite file in the temporary folder, made once per hash of the migrations. */
function sqliteTemplate(): Promise<string> {
  sqliteTemplateFile ??= (async () => {
    const file = path.join(tmpdir(), `forecourt-template-${migrationsHash()}.db`);
    if (existsSync(file)) return file;
    // Built beside it and renamed into place, so another worker never copies a half-migrated file.
    const building = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 8)}`;
    const handle = openDatabase(`sqlite:${building}`);
    await migrate(handle.db);
    // Closing checkpoints the write-ahead log into the file, so the file alone is the database.
    await handle.close();
    renameSync(building, file);
    return file;
  })();
  return sqliteTemplateFile;
}

let postgresTemplateName: Promise<string> | undefined;

/** A migrated PostgreSQL database used only as a template, made once per hash of the migrations. */
function postgresTemplate(): Promise<string> {
  postgresTemplateName ??= withAdmin(async (admin) => {
    const template = `fc_template_${migrationsHash()}`;
    await dropLeftoverDatabases(admin);
    const found = await admin.query("select 1 from pg_database where datname = $1", [template]);
    if (found.rowCount) return template;
    const building = `fc_building_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await admin.query(`create database ${building}`);
    await withAdmin((client) => client.query(`create schema ${SCHEMA}`), postgresUrl(building, { schema: false }));
    const handle = openDatabase(postgresUrl(building));
    try {
      await migrate(handle.db, handle.schema);
    } finally {
      await handle.close();
    }
    try {
      // Renamed when complete: other workers see the template whole or not at all.
      await admin.query(`alter database ${building} rename to ${template}`);
    } catch (error) {
      // Another worker finished first: use its template.
      if ((error as { code?: string }).code !== "42P04") throw error;
      await admin.query(`drop database ${building} with (force)`);
    }
    // Templates of older migrations are of no further use.
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'fc\\_template\\_%' and datname <> $1",
      [template],
    );
    for (const { datname } of stale.rows)
      await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
    return template;
  });
  return postgresTemplateName;
}

/**
 * Dropped once nothing is connected to it any more (a closed pool may take a moment to let go). Never
 * forced: a suite that still holds a connection would see it cut as an error. One still in use is left
 * for the sweep of the next run (leftoverDatabases).
 */
async function dropDatabase(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await admin.query(`drop database if exists ${database}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006") throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Test databases of test processes that are no longer running (killed, or a suite that leaked). */
async function dropLeftoverDatabases(admin: pg.Client): Promise<void> {
  const found = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'fc\\_test\\_%' or datname like 'fc\\_building\\_%'",
  );
  for (const { datname } of found.rows) {
    const pid = Number(/^fc_(?:test|building)_(\d+)_/.exec(datname)?.[1]);
    if (!pid || processIsRunning(pid)) continue;
    await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
  }
}

function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}

/** CREATE DATABASE ... TEMPLATE, retried while another copy of the same template is being made. */
async function copyDatabase(admin: pg.Client, template: string, database: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${database} template ${template}`);
      return;
    } catch (error) {
      // 55006: "source database is being accessed by other users", while a concurrent copy runs.
      if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}

function postgresUrl(database: string, options: { schema?: boolean } = {}): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${database}`;
  url.search = "";
  const base = url.toString();
  return options.schema === false ? base : `${base}?options=${encodeURIComponent(`-c search_path=${SCHEMA}`)}`;
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>, url = TEST_POSTGRES_URL): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
