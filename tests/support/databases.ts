import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { migrate, openDatabase, type DatabaseHandle } from "../../services/db/database.ts";

/**
 * The two databases the integration suite runs against. SQLite gets a fresh file; PostgreSQL (the
 * server on 127.0.0.1:5432 every machine runs) gets a fresh schema, dropped afterwards.
 */
const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface TestDatabase {
  name: "sqlite" | "postgres";
  url: string;
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

export const DATABASE_KINDS = ["sqlite", "postgres"] as const;

export async function createTestDatabase(kind: (typeof DATABASE_KINDS)[number]): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const url = `sqlite:${path.join(mkdtempSync(path.join(tmpdir(), "forecourt-db-")), "test.db")}`;
    const handle = openDatabase(url);
    await migrate(handle.db);
    return { name: kind, url, handle, drop: () => handle.close() };
  }
  const schema = `fc_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = `${TEST_POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const handle = openDatabase(url);
  await migrate(handle.db, handle.schema);
  return {
    name: kind,
    url,
    handle,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
