import type { RoutePlugin } from "./schemas.ts";
import type { BlockMigrations } from "../../model/page-document/migrate.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Clock } from "./clock.ts";
import type { LimitStore } from "./rate-limit.ts";
import type { SiteRevisionReader } from "./site-revisions.ts";

/** What every domain is built from: the configuration, the one database, and the shared foundation. */
export interface DomainContext {
  config: Config;
  database: DatabaseHandle;
  /** generated/registry/block-migrations.ts: stored pages are migrated with it when read (decision 019). */
  migrations: BlockMigrations;
  revisions: SiteRevisionReader;
  /** The render clock (offer schedules, the HTML cache's expiries): decision 114. */
  clock: Clock;
  /** Where rate limits and sign-in throttles count: this process, or Redis shared by every instance (decision 149). */
  limits: LimitStore;
}

/**
 * A domain's one public surface (docs/decisions/024-domains-and-composition.md): `create` builds its
 * services (named as the rest of the app uses them: `pages`, `users`, ...), `routes` its HTTP routes
 * from those services alone: a route plugin never sees the database. `Options` are what a caller may
 * replace (tests: a sign-in throttle with a test clock).
 */
export interface Domain<Name extends string, Services extends object, Options = never> {
  readonly name: Name;
  create(context: DomainContext, options?: Options): Services;
  routes?(services: Services, context: { config: Config }): RoutePlugin;
}

export function defineDomain<Name extends string, Services extends object, Options = never>(
  domain: Domain<Name, Services, Options>,
): Domain<Name, Services, Options> {
  return domain;
}
