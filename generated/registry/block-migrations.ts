// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import { currentBlockVersions } from "../contracts/block-meta.ts";
import imageTabsMigrations from "../../blocks/image-tabs/migrations.ts";
import stockLocatorOverseasMigrations from "../../blocks/stock-locator-overseas/migrations.ts";
import tabsMigrations from "../../blocks/tabs/migrations.ts";

/**
 * Today's block versions with every block's ordered migrations (blocks/<key>/migrations.ts), for
 * migratePage (model/page-document/migrate.ts). Composition roots hand it to the page store and the CLIs.
 */
export const blockMigrations = {
  versions: currentBlockVersions,
  migrations: {
    "image-tabs": imageTabsMigrations,
    "stock-locator-overseas": stockLocatorOverseasMigrations,
    tabs: tabsMigrations,
  },
};
