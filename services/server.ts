/**
 * Composition root: wires the services to the public site and listens. The only module (with cli/)
 * allowed to import both sides (docs/decisions/001-layers.md).
 */
import cluster from "node:cluster";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sitePlugin } from "../renderer/site/site-plugin.ts";
import { buildApp } from "./app.ts";
import { readPageFiles } from "./cms/file-pages.ts";
import { loadConfig } from "./config.ts";
import { ensureDemoImages } from "./media/demo-images.ts";
import { MediaStore } from "./media/media-store.ts";
import { createFileSiteData, settingsFromFile } from "./site/file-site-data.ts";

// Paths are relative to the working directory: the same whether running from source or from dist/server.
const ROOT = process.cwd();

/** One-time work before any server process starts (and before workers are forked). */
export async function prepare(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  await ensureDemoImages(new MediaStore(config.dataDir).originalsDir);
}

export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const pagesDir = env.PAGES_DIR || path.join(ROOT, "services/cms/demo-content");
  const settingsFile = path.join(pagesDir, "settings.json");
  const settingsText = existsSync(settingsFile) ? readFileSync(settingsFile, "utf8") : "{}";
  const settings = settingsFromFile(JSON.parse(settingsText) as Record<string, unknown>, createHash("sha256").update(settingsText).digest("hex").slice(0, 16));
  const data = createFileSiteData(readPageFiles(pagesDir), settings);
  const app = await buildApp({ config, site: sitePlugin({ data, clientDir: config.clientDir, cacheBytes: config.renderCacheMb * 1024 * 1024 }) });
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
  await startServer();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
