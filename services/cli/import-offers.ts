/**
 * `npm run import:offers`: imports the offers at the mena.offers_api_url setting into the database
 * DATABASE_URL names, as the admin's import button does (decision 103): valid items upserted by id, each
 * rejected item printed with the JSON pointers of its problems. Exit code 0 when every item was
 * imported, 1 when some were rejected, 2 when the import could not run (no setting, remote failed).
 */
import { blockMigrations } from "../../generated/registry/block-migrations.ts";
import { createServices } from "../composition.ts";
import { loadConfig } from "../config.ts";
import { migrate, openDatabase } from "../db/database.ts";
import { importOffers } from "../offers/offer-import.ts";

async function main(): Promise<number> {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrate(database.db, database.schema);
    const { offers, offersSetting } = createServices(config, database, blockMigrations);
    const report = await importOffers(offers.store, offersSetting);
    for (const item of report.rejected)
      console.error(
        `item ${item.index}${item.id ? ` (${item.id})` : ""}: ${item.issues.map((issue) => `${issue.pointer || "/"} ${issue.message}`).join("; ")}`,
      );
    console.log(`${report.imported} offers imported, ${report.rejected.length} rejected`);
    return report.rejected.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 2;
  },
);
