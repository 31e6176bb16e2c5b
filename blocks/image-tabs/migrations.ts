import type { BlockMigration } from "../../model/page-document/migrate.ts";

/**
 * Version 2 drops the legacy `blocks_count` of each tab: flat-layout import data ("how many of the
 * blocks that follow belong to this tab") that the importer had already applied by moving those
 * blocks into the tab's content, so nothing read it. Tabs without it are left as they are.
 */
const dropBlocksCount: BlockMigration = (props) => {
  const tabs = props.tabs;
  if (!Array.isArray(tabs)) return { ...props };
  return {
    ...props,
    tabs: tabs.map((tab: unknown) => {
      if (typeof tab !== "object" || tab === null || !("blocks_count" in tab)) return tab;
      const { blocks_count: _legacy, ...rest } = tab as Record<string, unknown>;
      return rest;
    }),
  };
};

/** The Image Tabs block's migrations in order: index 0 migrates version 1 to 2 (decision 019). */
const migrations: readonly BlockMigration[] = [dropBlocksCount];
export default migrations;
