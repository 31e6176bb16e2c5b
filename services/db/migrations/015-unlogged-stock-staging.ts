import { PostgresAdapter, sql, type Kysely } from "kysely";

const STAGING = ["stock_import_rows", "stock_import_lists"];

/**
 * Stock import staging tables UNLOGGED on PostgreSQL (decision 092): their rows are thrown away after
 * a crash anyway (a killed import is swept), so writing them to the WAL only cost time. SQLite: nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of STAGING) await sql`alter table ${sql.table(table)} set unlogged`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of STAGING) await sql`alter table ${sql.table(table)} set logged`.execute(db);
}
