/**
 * Composition root: wires the services to the public site and listens. The only module (with cli/)
 * allowed to import both sides (docs/decisions/001-layers.md).
 */
import cluster from "node:cluster";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { blockMigrations } from "../generated/registry/block-migrations.ts";
import { buildApp } from "./app.ts";
import { passwordProblem } from "./auth/index.ts";
import { seedFromFolder } from "./cms/index.ts";
import { seedNavigation } from "./navigation/index.ts";
import { createServices } from "./composition.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { beginDrain, Readiness } from "./http/readiness.ts";
import { migrate, openDatabase } from "./db/database.ts";
import { seedDemoForms } from "./forms/demo-forms.ts";
import { seedDemoServicePacks } from "./orders/demo-service-packs.ts";
import { AUSTRALIAN_FLEET, GULF_FLEET, generateFleet } from "./listings/index.ts";
import { ensureDemoImages, ensureDemoVideos } from "./media/index.ts";
import { composeSite } from "./site-composition.ts";
import { seedDemoOffers } from "./offers/index.ts";
import { seedDemoVins } from "./vin/index.ts";

/**
 * One-time work before any server process starts (and before workers are forked): migrate, create
 * the first admin, seed an empty database with the demo content (or SEED_PAGES_DIR), demo images.
 */
export async function prepare(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  const database = openDatabase(config.databaseUrl);
  try {
    await migrate(database.db, database.schema);
    const services = createServices(config, database, blockMigrations);
    const { users } = services;
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
    // Before the pages: the demo pages and footer links name the demo forms by their fixed ids.
    const forms = await seedDemoForms(services.forms.store);
    if (forms > 0) console.log(`seeded ${forms} demo forms`);
    if (await services.storedPages.isEmpty()) {
      const directory = env.SEED_PAGES_DIR || path.resolve("services/cms/demo-content");
      const count = await seedFromFolder(services, directory, admin?.id ?? null);
      console.log(`seeded ${count} pages from ${directory}`);
      // After the pages: menu entries link to them.
      const menus = await seedNavigation(services.navigation, directory);
      if (menus > 0) console.log(`seeded ${menus} menus from ${directory}`);
      // With the demo content: the checkout's service packs (a site of its own has none until it adds some).
      if (await seedDemoServicePacks(services.settings)) console.log("seeded the demo service packs");
    }
    if (await services.fleet.isEmpty()) {
      const count = Number(env.DEMO_VEHICLES ?? 2000);
      // The demo's market (decision 128); DEMO_FLEET=au the Australian fleet the stock locator's seed describes.
      const market = env.DEMO_FLEET === "au" ? AUSTRALIAN_FLEET : GULF_FLEET;
      await services.fleet.replace(generateFleet(count, undefined, market));
      console.log(`seeded ${count} demo vehicles`);
    }
    // The demo VIN lists (*.vins.csv beside the demo pages) for the Software updates page.
    const demoDir = env.SEED_PAGES_DIR || path.resolve("services/cms/demo-content");
    const vins = await seedDemoVins(services.vins, demoDir, readdirSync(demoDir));
    if (vins > 0) console.log(`seeded ${vins} demo VINs`);
    // The demo offers (*.offers.json) for the /offers page.
    const offers = await seedDemoOffers(services.offers, demoDir, readdirSync(demoDir));
    if (offers > 0) console.log(`seeded ${offers} demo offers`);
    await ensureDemoImages(services.media);
    ensureDemoVideos(services.media.videosDir);
  } finally {
    await database.close();
  }
}

export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const database = openDatabase(config.databaseUrl);
  const services = createServices(config, database, blockMigrations);
  // Migrated before this process started (prepare); ready once its stock index is built (decision 152).
  const readiness = new Readiness();
  readiness.waitFor("the stock index");
  const app = await buildApp({
    config,
    services,
    readiness,
    site: composeSite(services, config, { warn: (message) => console.warn(message) }),
  });
  let closing = false;
  app.addHook("onClose", async () => {
    closing = true;
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
  // The stock index is built in the background, yielding to requests, rather than at the first stock request.
  const warming = performance.now();
  services.listings.warm().then(
    (vehicles) => {
      readiness.done("the stock index");
      app.log.info(`stock index ready: ${vehicles} vehicles in ${((performance.now() - warming) / 1000).toFixed(1)} s`);
    },
    (error: unknown) => {
      // A stop during the build closes the database under it: nothing went wrong.
      if (closing) return;
      // Ready all the same: every other page works, and the first stock request builds the index.
      readiness.done("the stock index");
      app.log.error({ err: error }, "stock index build failed; the first stock request retries it");
    },
  );
  return { app, readiness, config };
}

/**
 * Stops one server process without dropping a request (decisions 152, 175): /readyz answers 503 at
 * once, idle kept-alive connections close and every answer says `Connection: close`, while it keeps
 * serving for SHUTDOWN_DRAIN_MS (the balancer's time to notice); then it stops accepting
 * connections, finishes the requests under way and the outbox and purge rounds (app.close), and
 * exits; after SHUTDOWN_TIMEOUT_MS it exits regardless.
 */
function stopGracefully(
  app: Awaited<ReturnType<typeof startServer>>["app"],
  readiness: Readiness,
  config: Config,
): void {
  if (readiness.draining) return;
  beginDrain(app, readiness);
  const deadline = setTimeout(() => {
    console.error(`stopping took over ${config.shutdownTimeoutMs} ms; exiting with requests under way`);
    process.exit(1);
  }, config.shutdownTimeoutMs);
  deadline.unref();
  setTimeout(() => {
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  }, config.shutdownDrainMs);
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
    // The workers stop gracefully; the primary exits once they all have.
    const stop = (): void => {
      const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
      if (workers.length === 0) process.exit(0);
      let left = workers.length;
      for (const worker of workers) {
        worker.once("exit", () => --left === 0 && process.exit(0));
        worker.kill("SIGTERM");
      }
    };
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
    return;
  }
  const { app, readiness, config } = await startServer();
  // Finish the requests under way and close the database cleanly (WAL checkpoint) on stop.
  const stop = (): void => stopGracefully(app, readiness, config);
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    // A configuration mistake is the operator's to fix: the message says how, a stack trace would not.
    console.error(error instanceof ConfigError ? `forecourt: ${error.message}` : error);
    process.exit(1);
  });
}
