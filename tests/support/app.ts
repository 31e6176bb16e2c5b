import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import { blockMigrations } from "../../generated/registry/block-migrations.ts";
import type { SiteAssets } from "../../renderer/site/assets.ts";
import { buildApp } from "../../services/app.ts";
import type { AuthOverrides } from "../../services/auth/index.ts";
import { HashingQueue } from "../../services/auth/hashing-queue.ts";
import { seedFromFolder } from "../../services/cms/index.ts";
import { createServices, type Services } from "../../services/composition.ts";
import { loadConfig, type Config } from "../../services/config.ts";
import { composeSite } from "../../services/site-composition.ts";
import { createTestDatabase, type TestDatabase } from "./databases.ts";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  services: Services;
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole product as `npm start` composes it, on a fresh SQLite or PostgreSQL database, optionally
 * seeded from a folder of page files; requests go through `app.inject()`.
 */
export async function createTestApp(
  kind: "sqlite" | "postgres",
  options: {
    seed?: string;
    env?: Record<string, string>;
    assets?: SiteAssets;
    onRoute?: (route: RouteOptions) => void;
    auth?: AuthOverrides;
    cacheBytes?: number;
    /**
     * The site's caches as production runs them: site revisions read at most every 200 ms and a
     * 16 MB HTML cache, for tests of how soon a change shows on cached pages.
     */
    productionCaches?: boolean;
    /** Another instance on this database (left for its owner to drop), as several servers share one in production. */
    database?: TestDatabase;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(kind));
  const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-app-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    CLIENT_DIR: path.join(dataDir, "no-build"),
    ...options.env,
  });
  const services = createServices(config, database.handle, blockMigrations, {
    // Sign-ins at full speed: production rests the hashing slot between checks (decision 010).
    auth: { hashing: new HashingQueue({ concurrency: 4, maxWaiting: 1000, cpuShare: 1 }), ...options.auth },
    forms: { revisionTtlMs: 0 },
    listings: { revisionTtlMs: 0 },
  });
  if (options.seed) await seedFromFolder(services, options.seed, null);
  const app = await buildApp({
    config,
    services,
    onRoute: options.onRoute,
    // Tests look at the very next request; production trusts a reading for 200 ms (decision 004).
    site: composeSite(
      services,
      config,
      options.productionCaches
        ? { cacheBytes: options.cacheBytes ?? 16 * 1024 * 1024 }
        : { revisionTtlMs: 0, cacheBytes: options.cacheBytes ?? 0 },
    ),
  });
  return {
    app,
    database,
    services,
    config,
    close: async () => {
      await app.close();
      if (!options.database) await database.drop();
    },
  };
}

export interface SignedIn {
  /** Headers a browser would send: the session cookie and the CSRF token. */
  headers: { cookie: string; "x-csrf-token": string };
  userId: string;
}

/** Creates a user with `role` and signs in through the real login route. */
export async function signIn(
  testApp: TestApp,
  role: "admin" | "editor" | "viewer",
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`,
): Promise<SignedIn> {
  const password = "correct horse battery staple";
  const user = await testApp.services.users.create({ email, name: role, role, password });
  const response = await testApp.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const cookie = response.cookies.find((candidate) => candidate.name === "fc_session");
  return {
    headers: {
      cookie: `fc_session=${cookie!.value}`,
      "x-csrf-token": (response.json() as { csrfToken: string }).csrfToken,
    },
    userId: user.id,
  };
}
