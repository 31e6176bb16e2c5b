import type { BlockMigration } from "../../model/page-document/migrate.ts";
import { dropRepeatedValues } from "../../model/page-document/migration-steps.ts";

/**
 * The block's migrations in order: index 0 migrates version 1 to 2 (decision 019).
 *
 * 1 -> 2: the block now shares the Stock Locator's options (decision 027), whose status and card
 * attribute lists take each value once; a repeat listed nothing more, so the first of each is kept.
 */
const migrations: readonly BlockMigration[] = [
  (props) => dropRepeatedValues(["vehicles", "list"])(dropRepeatedValues(["forced_statuses"])(props)),
];
export default migrations;
