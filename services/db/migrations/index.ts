import type { Migration, MigrationProvider } from "kysely";
import * as contentStore from "./001-content-store.ts";
import * as listings from "./002-listings.ts";

/** Every migration, in order. Names never change once released; add, never edit. */
const MIGRATIONS: Record<string, Migration> = {
  "001-content-store": contentStore,
  "002-listings": listings,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
