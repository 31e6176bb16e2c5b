import type { BlockMigration } from "../../model/page-document/migrate.ts";
import { dropItemField } from "../../model/page-document/migration-steps.ts";

/**
 * The block's migrations in order: index 0 migrates version 1 to 2 (decision 019).
 *
 * 1 -> 2 drops the legacy `blocks_count` of each tab: flat-layout import data ("how many of the
 * blocks that follow belong to this tab") that the importer had already applied by moving those
 * blocks into the tab's content, so nothing read it.
 */
const migrations: readonly BlockMigration[] = [dropItemField("tabs", "blocks_count")];
export default migrations;
