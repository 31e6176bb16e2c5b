import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_SETTINGS } from "../../model/site/site-data.ts";
import { NO_ASSETS } from "../../renderer/site/assets.ts";
import { createSiteRenderer } from "../../renderer/site/render-site.server.tsx";
import { countBlocks } from "../../model/page-document/walk.ts";
import { buildPage, isDataBlock, sitePageOf } from "./page-builder.ts";
import { measureAsync, printTable } from "./measure.ts";
import { startServer } from "./server-process.ts";

const PATH = "/bench-30";

/** Load from a second process on loopback: wrk (C, light on CPU) when installed, else autocannon. */
async function load(tool: "wrk" | "autocannon", url: string, seconds: number, env: NodeJS.ProcessEnv): Promise<{ rps: number; p50: string; p99: string }> {
  if (tool === "wrk") {
    const out = await run("/usr/bin/wrk", ["-t1", "-c32", `-d${seconds}s`, "--latency", url], env);
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
    // wrk --latency prints lines like "     50%    3.12ms".
    const latency = (percent: string): string => new RegExp(`\\s${percent}%\\s+(\\S+)`).exec(out)?.[1] ?? "?";
    return { rps, p50: latency("50"), p99: latency("99") };
  }
  const out = await run(process.execPath, ["node_modules/autocannon/autocannon.js", "-c", "32", "-d", String(seconds), "--json", url], env);
  const result = JSON.parse(out) as { requests: { average: number }; latency: { p50: number; p99: number } };
  return { rps: result.requests.average, p50: `${result.latency.p50}ms`, p99: `${result.latency.p99}ms` };
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
  // Content blocks only: data-driven application blocks (the stock locator) have benchmarks of their own.
  const document = buildPage(30, (key) => !isDataBlock(key));
  const page = sitePageOf(document, PATH);
  const render = createSiteRenderer({
    data: { lookupPage: async () => ({ kind: "page", page }), settings: async () => DEFAULT_SETTINGS },
    assets: NO_ASSETS,
  });
  const sample = await render({ url: PATH });
  const perRender = await measureAsync(() => render({ url: PATH }), { minSeconds: 3 });

  const directory = mkdtempSync(path.join(tmpdir(), "forecourt-bench-"));
  mkdirSync(path.join(directory, "pages"));
  writeFileSync(path.join(directory, "pages", "bench.page.json"), JSON.stringify({ path: PATH, title: "Benchmark", document }));
  const rows: string[][] = [
    ["render in-process, median", `${perRender.median.toFixed(3)} ms`],
    ["render in-process, p95", `${perRender.p95.toFixed(3)} ms`],
  ];
  const figures: Record<string, number> = { ssr_ms_per_render: perRender.median };
  const tool = existsSync("/usr/bin/wrk") ? "wrk" : "autocannon";
  for (const [label, cacheMb] of [["every request rendered", "0"], ["HTML cache for anonymous visitors", "64"]] as const) {
    // One worker per core, as `npm start` runs on these machines.
    const env = { ...process.env, NODE_ENV: "production", SEED_PAGES_DIR: path.join(directory, "pages"), DATA_DIR: path.join(directory, `data-${cacheMb}`), DATABASE_URL: `sqlite:${path.join(directory, `data-${cacheMb}`, "bench.db")}`, LOG_LEVEL: "warn", WEB_CONCURRENCY: "2", RENDER_CACHE_MB: cacheMb };
    const server = await startServer(env);
    try {
      const url = `${server.base}${PATH}`;
      await load(tool, url, 3, env);
      const result = await load(tool, url, 10, env);
      figures[`ssr_rps_${cacheMb === "0" ? "uncached" : "cached"}`] = result.rps;
      rows.push([`HTTP requests/s, ${label}`, result.rps.toFixed(0)], [`HTTP latency p50 / p99, ${label}`, `${result.p50} / ${result.p99}`]);
    } finally {
      await server.stop();
    }
  }
  printTable(`SSR of the ${countBlocks(document)}-block fixture page (${sample.body.length} bytes of HTML); 2 worker processes, ${tool}, 32 connections, 10 s`, ["measure", "value"], rows);
  for (const key of ["ssr_rps_uncached", "ssr_rps_cached"]) console.log(`target: >= 1,000 req/s -> ${key}: ${figures[key]!.toFixed(0)} req/s (${(figures[key]! / 1000).toFixed(2)}x)`);
  console.log("");
  return figures;
}
