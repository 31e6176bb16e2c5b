import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { migratePage, type BlockMigrations } from "../../model/page-document/migrate.ts";
import { normalizePage } from "../../model/page-document/normalize.server.ts";

/**
 * A published version for the site: published documents are stored normalised, so one that needed
 * migrating is normalised again (a new version's defaults filled in). The site caches the result per
 * version id, so this runs once per version and process.
 */
export function migratePublished(json: string, migrations: BlockMigrations): PageDocument {
  const stored = JSON.parse(json) as PageDocument;
  const migrated = migratePage(stored, migrations);
  return migrated === stored ? stored : normalizePage(migrated);
}
