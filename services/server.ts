/**
 * Composition root: wires the services to the public site and listens. The only module (with cli/)
 * allowed to import both sides (docs/decisions/001-layers.md).
 */
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sitePlugin } from "../renderer/site/site-plugin.ts";
import { blockMigrations } from "../generated/registry/block-migrations.ts";
import { buildApp } from "./app.ts";
import { PageStore } from "./cms/pages-store.ts";
import { draftPreview } from "./cms/draft-preview.ts";
import { isEmpty, seedFromFolder } from "./cms/seed.ts";
import { generateFleet } from "./listings/demo-fleet.ts";
import { importFleet, noVehicles } from "./listings/fleet-import.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { migrate, openDatabase } from "./db/database.ts";
import { UserStore } from "./auth/users.ts";
import { passwordProblem } from "./auth/password-policy.ts";
import { ensureDemoImages } from "./media/demo-images.ts";
import { MediaStore } from "./media/media-store.ts";
import { createDatabaseSiteData } from "./site/database-site-data.ts";
import { listingShapeOptions } from "./listings/listing-settings.ts";
import { stockListingResolver } from "./listings/stock-listing-resolver.ts";

/**
 * One-time work before any server process starts (and before workers are forked): migrate, create
 * the first admin, seed an empty database with the demo content (or SEED_PAGES_DIR), demo images.
 */
export async function prepare(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  const database = openDatabase(config.databaseUrl);
  try {
    await migrate(database.db, database.schema);
    const users = new UserStore(database.db);
    // A weak first-admin password stops the start with a message that says what to do.
    if (config.adminEmail && config.adminPassword && (await users.count()) === 0) {
      const problem = await passwordProblem(config.adminPassword, { email: config.adminEmail, name: "Administrator" });
      if (problem) throw new ConfigError(`ADMIN_PASSWORD is not accepted for the first admin: ${problem.message}`);
    }
    const admin = await users.ensureFirstAdmin(config.adminEmail, config.adminPassword);
    if ((await users.count()) === 0)
      console.log(
        "no user exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin and use the editor at /cms",
      );
    if (await isEmpty(database.db)) {
      const directory = env.SEED_PAGES_DIR || path.resolve("services/cms/demo-content");
      const count = await seedFromFolder(
        database.db,
        new PageStore(database.db, blockMigrations),
        directory,
        admin?.id ?? null,
      );
      console.log(`seeded ${count} pages from ${directory}`);
    }
    if (await noVehicles(database.db)) {
      const count = Number(env.DEMO_VEHICLES ?? 2000);
      await importFleet(database.db, generateFleet(count));
      console.log(`seeded ${count} demo vehicles`);
    }
  } finally {
    await database.close();
  }
  await ensureDemoImages(new MediaStore(config.dataDir).originalsDir);
}

export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const database = openDatabase(config.databaseUrl);
  const warn = (message: string): void => console.warn(message);
  const app = await buildApp({
    config,
    database,
    migrations: blockMigrations,
    site: (services) =>
      sitePlugin({
        data: createDatabaseSiteData({
          db: database.db,
          pages: services.pages,
          sessions: services.sessions,
          warn,
          resolvers: {
            "stock-listing": stockListingResolver(services.listings, database.db, () =>
              listingShapeOptions(database.db, warn),
            ),
            form: services.forms.resolveFormBlock,
          },
          listings: services.listings,
        }),
        clientDir: config.clientDir,
        cacheBytes: config.renderCacheMb * 1024 * 1024,
        previewDraft: (id) => draftPreview(services.pages, id),
        publicUrl: config.publicUrl ?? undefined,
      }),
  });
  app.addHook("onClose", () => database.close());
  await app.listen({ port: config.port, host: config.host });
  return app;
}

/** With WEB_CONCURRENCY > 1 the primary process forks that many workers sharing the port. */
async function main(): Promise<void> {
  const { webConcurrency } = loadConfig();
  if (cluster.isPrimary) await prepare();
  if (webConcurrency > 1 && cluster.isPrimary) {
    for (let i = 0; i < webConcurrency; i++) cluster.fork();
    cluster.on("exit", (worker, code, signal) => {
      if (signal !== "SIGTERM" && code !== 0) {
        console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
        cluster.fork();
      }
    });
    const stop = (): void => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGTERM");
      process.exit(0);
    };
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
    return;
  }
  const app = await startServer();
  // Finish the requests under way and close the database cleanly (WAL checkpoint) on stop.
  const stop = (): void => {
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    // A configuration mistake is the operator's to fix: the message says how, a stack trace would not.
    console.error(error instanceof ConfigError ? `forecourt: ${error.message}` : error);
    process.exit(1);
  });
}
