import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_SETTINGS } from "../../model/site/site-data.ts";
import { NO_ASSETS } from "../../renderer/site/assets.ts";
import { createSiteRenderer } from "../../renderer/site/render-site.server.tsx";
import { countBlocks } from "../../model/page-document/walk.ts";
import { buildPage, isDataBlock, sitePageOf } from "./page-builder.ts";
import { measureAsync, printTable } from "./measure.ts";
import { startServer } from "./server-process.ts";

const FIXTURE_PATH = "/bench-30";
/** The demo site's pages measured over HTTP: the home page, the stock locator, the 30-block fixture. */
const PAGES = [
  { label: "home page (/)", path: "/" },
  { label: "stock page (/stock, Stock Locator)", path: "/stock" },
  { label: `30-block fixture (${FIXTURE_PATH})`, path: FIXTURE_PATH },
] as const;
const WARMUP_SECONDS = 3;
const MEASURE_SECONDS = 10;
/** Sign-ins per second during the flood (BENCH_FLOOD_RATE overrides): the rate the security review used. */
const FLOOD_RATE = Number(process.env.BENCH_FLOOD_RATE ?? 15);

interface Load {
  rps: number;
  p50: string;
  p99: string;
}

/**
 * Load from a second process on loopback: wrk (C, light on CPU) when installed, else autocannon.
 * Requests say `Accept-Encoding: br, gzip` as every browser does, so the figures include the
 * compression a visitor's response gets (and the HTML cache's precompressed copies).
 */
async function load(tool: "wrk" | "autocannon", url: string, seconds: number, env: NodeJS.ProcessEnv): Promise<Load> {
  if (tool === "wrk") {
    const out = await run(
      "/usr/bin/wrk",
      ["-t1", "-c32", `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: br, gzip", url],
      env,
    );
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
    // wrk --latency prints lines like "     50%    3.12ms".
    const latency = (percent: string): string => new RegExp(`\\s${percent}%\\s+(\\S+)`).exec(out)?.[1] ?? "?";
    return { rps, p50: latency("50"), p99: latency("99") };
  }
  const out = await run(
    process.execPath,
    [
      "node_modules/autocannon/autocannon.js",
      "-c",
      "32",
      "-d",
      String(seconds),
      "-H",
      "accept-encoding=br, gzip",
      "--json",
      url,
    ],
    env,
  );
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

/** Warm up, then measure. */
async function measure(tool: "wrk" | "autocannon", url: string, env: NodeJS.ProcessEnv): Promise<Load> {
  await load(tool, url, WARMUP_SECONDS, env);
  return load(tool, url, MEASURE_SECONDS, env);
}

/**
 * The second load generator: sign-ins with a new e-mail address each, at a steady `rate` per second
 * whatever the answers take (open loop, as an attacker sends), each from its own forwarded address
 * (the server trusts the loopback proxy), so the per-address throttle never steps in and only the
 * hashing queue stands between the flood and the CPU. Counts the answers by status.
 */
function startFlood(base: string, rate: number): { stop(): Promise<Record<string, number>> } {
  const outcomes: Record<string, number> = {};
  const pending = new Set<Promise<void>>();
  let sent = 0;
  const timer = setInterval(() => {
    const n = ++sent;
    const attempt = fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ email: `flood-${n}@example.com`, password: "not the right password" }),
      signal: AbortSignal.timeout(15_000),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        outcomes[String(response.status)] = (outcomes[String(response.status)] ?? 0) + 1;
      },
      () => {
        outcomes.error = (outcomes.error ?? 0) + 1;
      },
    );
    pending.add(attempt);
    void attempt.finally(() => pending.delete(attempt));
  }, 1000 / rate);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return { sent, ...outcomes };
    },
  };
}

/** The demo content (home, stock, ...) plus the 30-block fixture page, as one seed folder. */
function seedFolder(directory: string, fixture: unknown): string {
  const pages = path.join(directory, "pages");
  mkdirSync(pages);
  const demo = path.resolve("services/cms/demo-content");
  for (const file of readdirSync(demo)) copyFileSync(path.join(demo, file), path.join(pages, file));
  writeFileSync(
    path.join(pages, "bench.page.json"),
    JSON.stringify({ path: FIXTURE_PATH, title: "Benchmark", document: fixture }),
  );
  return pages;
}

/**
 * Throughput of the public site over HTTP, one table: the home page, the stock page and the 30-block
 * fixture, every request rendered (RENDER_CACHE_MB=0) and with the HTML cache (the default), then
 * the home page while a sign-in flood runs beside it. Target: >= 1,000 req/s on 2 cores uncached.
 */
export async function runSsrBench(): Promise<Record<string, number>> {
  // Content blocks only: data-driven application blocks (the stock locator) have benchmarks of their own.
  const document = buildPage(30, (key) => !isDataBlock(key));
  const page = sitePageOf(document, FIXTURE_PATH);
  const render = createSiteRenderer({
    data: { lookupPage: async () => ({ kind: "page", page }), settings: async () => DEFAULT_SETTINGS },
    assets: NO_ASSETS,
  });
  const sample = await render({ url: FIXTURE_PATH });
  const perRender = await measureAsync(() => render({ url: FIXTURE_PATH }), { minSeconds: 3 });
  printTable(
    `In-process SSR of the ${countBlocks(document)}-block fixture page (${sample.body.length} bytes of HTML)`,
    ["measure", "value"],
    [
      ["render, median", `${perRender.median.toFixed(3)} ms`],
      ["render, p95", `${perRender.p95.toFixed(3)} ms`],
    ],
  );

  const directory = mkdtempSync(path.join(tmpdir(), "forecourt-bench-"));
  const seed = seedFolder(directory, document);
  const figures: Record<string, number> = { ssr_ms_per_render: perRender.median };
  const tool = existsSync("/usr/bin/wrk") ? "wrk" : "autocannon";
  const results = new Map<string, Load>();
  let flood: { home: Load; outcomes: Record<string, number> } | null = null;
  for (const cacheMb of ["0", "64"] as const) {
    const data = path.join(directory, `data-${cacheMb}`);
    // One worker per core, as `npm start` runs on these machines; the loopback proxy is trusted so the flood can say where it comes from.
    const env = {
      ...process.env,
      NODE_ENV: "production",
      SEED_PAGES_DIR: seed,
      DATA_DIR: data,
      DATABASE_URL: `sqlite:${path.join(data, "bench.db")}`,
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: "2",
      RENDER_CACHE_MB: cacheMb,
      TRUST_PROXY: "127.0.0.1",
    };
    const server = await startServer(env, 120_000);
    try {
      for (const { path: pagePath } of PAGES) {
        const response = await fetch(`${server.base}${pagePath}`);
        if (!response.ok)
          throw new Error(`${pagePath} answered ${response.status}; the benchmark needs the demo content`);
        results.set(`${pagePath} ${cacheMb}`, await measure(tool, `${server.base}${pagePath}`, env));
      }
      if (cacheMb !== "0") {
        const generator = startFlood(server.base, FLOOD_RATE);
        const home = await measure(tool, `${server.base}/`, env);
        flood = { home, outcomes: await generator.stop() };
      }
    } finally {
      await server.stop();
    }
  }

  const cell = (pagePath: string, cacheMb: string): [string, string] => {
    const result = results.get(`${pagePath} ${cacheMb}`)!;
    return [result.rps.toFixed(0), result.p99];
  };
  printTable(
    `Public pages over HTTP: 2 worker processes, ${tool}, 32 connections, ${MEASURE_SECONDS} s after ${WARMUP_SECONDS} s of warm-up`,
    ["page", "uncached req/s", "uncached p99", "cached req/s", "cached p99"],
    PAGES.map(({ label, path: pagePath }) => [label, ...cell(pagePath, "0"), ...cell(pagePath, "64")]),
  );
  const home = results.get("/ 64")!;
  const { sent = 0, ...answers } = flood!.outcomes;
  const counted = (status: string): string => String(answers[status] ?? 0);
  const others = Object.entries(answers).filter(([status]) => !["401", "429", "503"].includes(status));
  printTable(
    `The home page (cached) during a sign-in flood: ${FLOOD_RATE} sign-ins/s, each with a new e-mail address and its own client address`,
    ["measure", "value"],
    [
      [
        "home page req/s, no flood / during flood",
        `${home.rps.toFixed(0)} / ${flood!.home.rps.toFixed(0)} (${((flood!.home.rps / home.rps) * 100).toFixed(0)}%)`,
      ],
      ["home page p99, no flood / during flood", `${home.p99} / ${flood!.home.p99}`],
      ["sign-ins sent", String(sent)],
      ["answered 401 (checked: wrong password)", counted("401")],
      ["answered 429 (throttled)", counted("429")],
      ["answered 503 (hashing queue full, not hashed)", counted("503")],
      ["other answers", others.length ? others.map(([status, count]) => `${status}: ${count}`).join(", ") : "none"],
    ],
  );

  for (const { path: pagePath } of PAGES) {
    const key = pagePath === "/" ? "home" : pagePath.slice(1).replace(/\W/g, "_");
    figures[`ssr_rps_${key}_uncached`] = results.get(`${pagePath} 0`)!.rps;
    figures[`ssr_rps_${key}_cached`] = results.get(`${pagePath} 64`)!.rps;
  }
  figures.ssr_rps_home_during_flood = flood!.home.rps;
  figures.ssr_rps_uncached = figures.ssr_rps_bench_30_uncached!;
  figures.ssr_rps_cached = figures.ssr_rps_bench_30_cached!;
  console.log(
    `\ntarget: >= 1,000 req/s uncached -> 30-block fixture: ${figures.ssr_rps_uncached.toFixed(0)} req/s (${(figures.ssr_rps_uncached / 1000).toFixed(2)}x)`,
  );
  console.log("");
  return figures;
}
