/**
 * The one composition (docs/decisions/024-domains-and-composition.md): every domain's services built
 * from the configuration and the one database, for the server, the CLIs and the tests alike, and
 * every domain's routes from those services. A new domain is one line in DOMAINS.
 */
import type { RoutePlugin } from "./foundation/schemas.ts";
import type { BlockMigrations } from "../model/page-document/migrate.ts";
import { auditDomain } from "./audit/index.ts";
import { diagnosticsDomain } from "./diagnostics/index.ts";
import { authDomain } from "./auth/index.ts";
import { cmsDomain } from "./cms/index.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import type { Domain, DomainContext } from "./foundation/domain.ts";
import { financeDomain } from "./finance/index.ts";
import { formsDomain } from "./forms/index.ts";
import { configuredClock, type Clock } from "./foundation/clock.ts";
import type { LimitStore } from "./foundation/rate-limit.ts";
import { configuredLimits } from "./foundation/redis-limits.ts";
import { CachePurgeWorker } from "./foundation/cache-purges.ts";
import { siteRevisionReader, type SiteRevisionReader } from "./foundation/site-revisions.ts";
import { listingsDomain } from "./listings/index.ts";
import { mapsDomain } from "./maps/index.ts";
import { mediaDomain } from "./media/index.ts";
import { metaheadsDomain } from "./metaheads/index.ts";
import { navigationDomain } from "./navigation/index.ts";
import { offersDomain } from "./offers/index.ts";
import { newsDomain } from "./news/index.ts";
import { searchDomain } from "./search/index.ts";
import { dynamicContentDomain } from "./dynamic-content/index.ts";
import { ordersDomain } from "./orders/index.ts";
import { settingsDomain } from "./settings/index.ts";
import { vinDomain } from "./vin/index.ts";

/** Every domain with services or routes, in the order their routes are registered. */
const DOMAINS = [
  authDomain,
  cmsDomain,
  mediaDomain,
  settingsDomain,
  metaheadsDomain,
  listingsDomain,
  formsDomain,
  navigationDomain,
  searchDomain,
  dynamicContentDomain,
  ordersDomain,
  financeDomain,
  mapsDomain,
  vinDomain,
  offersDomain,
  newsDomain,
  auditDomain,
  diagnosticsDomain,
] as const;

type AnyDomain = (typeof DOMAINS)[number];
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** Every domain's services by name (`pages`, `users`, `listings`, ...), plus the foundation's. */
export type Services = UnionToIntersection<ReturnType<AnyDomain["create"]>> & {
  revisions: SiteRevisionReader;
  clock: Clock;
  limits: LimitStore;
  /** Sends the shared cache's purges (started by the app, like the outbox workers). */
  cachePurges: CachePurgeWorker;
};

/** What a caller may replace in a domain, by domain (tests: `{ auth: { throttle } }`). */
export type DomainOptions = {
  [D in AnyDomain as D["name"]]?: D extends Domain<string, object, infer Options> ? Options : never;
};

/** Builds every domain's services; two domains naming the same service is a mistake caught here. */
export function createServices(
  config: Config,
  database: DatabaseHandle,
  migrations: BlockMigrations,
  options: DomainOptions = {},
): Services {
  const context: DomainContext = {
    config,
    database,
    migrations,
    revisions: siteRevisionReader(database.db),
    clock: configuredClock(config),
    limits: configuredLimits(config.redis),
  };
  const services: Record<string, unknown> = {
    revisions: context.revisions,
    clock: context.clock,
    limits: context.limits,
    cachePurges: new CachePurgeWorker(database, config.cachePurge, undefined, (message) => console.warn(message)),
  };
  for (const domain of DOMAINS as readonly Domain<string, object, unknown>[]) {
    const made = domain.create(context, (options as Record<string, unknown>)[domain.name]);
    for (const [name, service] of Object.entries(made)) {
      if (name in services) throw new Error(`domain ${domain.name} names a service "${name}" that already exists`);
      services[name] = service;
    }
  }
  return services as unknown as Services;
}

/** Every domain's routes, each plugin given the services (a route plugin never sees the database). */
export function domainRoutes(services: Services, config: Config): RoutePlugin[] {
  return (DOMAINS as readonly Domain<string, object, unknown>[]).flatMap((domain) =>
    domain.routes ? [domain.routes(services, { config })] : [],
  );
}
