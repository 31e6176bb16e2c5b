import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import { DEFAULT_SETTINGS } from "../../model/site/site-data.ts";
import { NO_ASSETS } from "../../renderer/site/assets.ts";
import { createSiteRenderer } from "../../renderer/site/render-site.server.tsx";
import { countBlocks } from "../../model/page-document/walk.ts";
import { buildPage } from "./page-builder.ts";
import { measureAsync, printTable } from "./measure.ts";

const PATH = "/bench-30";

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url}`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** SSR of the 30-block fixture page: CPU per render in-process, then requests/s over real HTTP. Target: >= 1,000 req/s on 2 cores. */
export async function runSsrBench(): Promise<Record<string, number>> {
  const document = buildPage(30);
  const normalized = normalizePage(document);
  const page = { id: "bench", path: PATH, title: "Benchmark", meta: { meta_title: null, meta_description: null, canonical_url: null, image_id: null, external_meta_image: null, disable_seo_tracking: false }, document: normalized };
  const render = createSiteRenderer({
    data: { lookupPage: async () => ({ kind: "page", page }), settings: async () => DEFAULT_SETTINGS },
    assets: NO_ASSETS,
  });
  const sample = await render({ url: PATH });
  const perRender = await measureAsync(() => render({ url: PATH }), { minSeconds: 3 });

  const directory = mkdtempSync(path.join(tmpdir(), "forecourt-bench-"));
  mkdirSync(path.join(directory, "pages"));
  writeFileSync(path.join(directory, "pages", "bench.page.json"), JSON.stringify({ path: PATH, title: "Benchmark", document }));
  const port = 3390;
  const env = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", PAGES_DIR: path.join(directory, "pages"), DATA_DIR: path.join(directory, "data"), LOG_LEVEL: "warn" };
  // The production server bundle (`npm run build`), as `npm start` runs it.
  const server: ChildProcess = spawn(process.execPath, ["dist/server/server.js"], { env, stdio: "inherit" });
  const figures: Record<string, number> = {};
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`);
    const url = `http://127.0.0.1:${port}${PATH}`;
    await run(process.execPath, ["node_modules/autocannon/autocannon.js", "-c", "32", "-d", "3", "--json", url], env);
    const output = await run(process.execPath, ["node_modules/autocannon/autocannon.js", "-c", "32", "-d", "10", "--json", url], env);
    const result = JSON.parse(output) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
    figures.ssr_ms_per_render = perRender.median;
    figures.ssr_requests_per_second = result.requests.average;
    printTable(
      `SSR of the ${countBlocks(document)}-block fixture page (${sample.body.length} bytes of HTML)`,
      ["measure", "value"],
      [
        ["render in-process, median", `${perRender.median.toFixed(3)} ms`],
        ["render in-process, p95", `${perRender.p95.toFixed(3)} ms`],
        ["HTTP requests/s (32 connections, 10 s, 1 server process)", result.requests.average.toFixed(0)],
        ["HTTP latency p50 / p99", `${result.latency.p50} ms / ${result.latency.p99} ms`],
        ["non-2xx / errors", `${result.non2xx} / ${result.errors}`],
      ],
    );
    console.log(`target: >= 1,000 req/s -> ${result.requests.average.toFixed(0)} req/s (${(result.requests.average / 1000).toFixed(2)}x)\n`);
  } finally {
    server.kill("SIGTERM");
  }
  return figures;
}
