/**
 * Composition root: wires the services to the public site and listens. The only module (with cli/)
 * allowed to import both sides (docs/decisions/001-layers.md).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sitePlugin } from "../renderer/site/site-plugin.ts";
import { buildApp } from "./app.ts";
import { readPageFiles } from "./cms/file-pages.ts";
import { loadConfig } from "./config.ts";
import { ensureDemoImages } from "./media/demo-images.ts";
import { MediaStore } from "./media/media-store.ts";
import { createFileSiteData } from "./site/file-site-data.ts";

// Paths are relative to the working directory: the same whether running from source or from dist/server.
const ROOT = process.cwd();

export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  await ensureDemoImages(new MediaStore(config.dataDir).originalsDir);
  const pagesDir = env.PAGES_DIR || path.join(ROOT, "services/cms/demo-content");
  const data = createFileSiteData(readPageFiles(pagesDir), env.SITE_THEME === "lrdx" ? { theme: "lrdx" } : {});
  const app = await buildApp({ config, site: sitePlugin({ data, clientDir: config.clientDir }) });
  await app.listen({ port: config.port, host: config.host });
  return app;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
