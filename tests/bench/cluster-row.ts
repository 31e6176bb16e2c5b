import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "node:net";
import { createTestDatabase } from "../support/databases.ts";
import { Instance, missingTools, startProxies } from "../cluster/cluster.ts";
import { printTable } from "./measure.ts";
import { LOAD_TOOL, measure } from "./load.ts";

/*
 * The ssr bench's row "three instances behind the cache vs one instance" (`npm run bench -- ssr`),
 * run as its own script with tsx (`tsx tests/bench/cluster-row.ts <seed folder>`): the cluster test's
 * start code and the test databases find deploy/ and the migrations from the source tree.
 */

const ROUNDS = 3;
const PAGES = ["/", "/stock"] as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Three instances on one PostgreSQL database behind nginx and Varnish (configured from deploy/, as the
 * cluster test starts them) against one of those instances asked directly, on the same machine, in
 * alternating rounds with the ratio per round. On one machine this measures what the shared cache
 * takes off the instances, not more cores: the figure a launch spike would see from the cache.
 * Skipped (saying why) when nginx, Varnish or PostgreSQL are not there.
 */
async function runClusterRow(seed: string): Promise<void> {
  const missing = missingTools().filter((tool) => !tool.startsWith("a Redis"));
  if (missing.length > 0) {
    console.log(`\nThree instances behind the cache: skipped, this machine lacks ${missing.join(", ")}`);
    return;
  }
  let database;
  try {
    database = await createTestDatabase("postgres");
  } catch (error) {
    console.log(`\nThree instances behind the cache: skipped, no PostgreSQL (${(error as Error).message})`);
    return;
  }
  const runDir = mkdtempSync(path.join(tmpdir(), "fc-bench-cluster-"));
  const ports = { cache: await freePort(), cacheAdmin: await freePort(), balancer: await freePort() };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    SEED_PAGES_DIR: seed,
    TRUST_PROXY: "127.0.0.1",
    CACHE_PURGE_URLS: `http://127.0.0.1:${ports.cache}/`,
    LOG_LEVEL: "warn",
    WEB_CONCURRENCY: "1",
  };
  const instances = await Promise.all(
    [0, 1, 2].map(async (n) => new Instance(await freePort(), { ...env, DATA_DIR: path.join(runDir, `data-${n}`) })),
  );
  const results = new Map<string, { rps: number; p99: string }[]>();
  let proxies = null;
  try {
    // The first migrates and seeds; the others find the database ready.
    await instances[0]!.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    proxies = await startProxies(runDir, ports, instances);
    const cache = `http://127.0.0.1:${ports.cache}`;
    for (let round = 0; round < ROUNDS; round++)
      for (const page of PAGES)
        for (const [name, base] of [
          ["one", instances[0]!.base],
          ["three", cache],
        ] as const) {
          const key = `${page} ${name}`;
          results.set(key, [...(results.get(key) ?? []), await measure(LOAD_TOOL, `${base}${page}`, process.env)]);
        }
  } finally {
    await proxies?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.drop();
    rmSync(runDir, { recursive: true, force: true });
  }
  const rows: string[][] = [];
  const medians: string[] = [];
  for (const page of PAGES) {
    const one = results.get(`${page} one`)!;
    const three = results.get(`${page} three`)!;
    one.forEach((single, round) => {
      const cached = three[round]!;
      rows.push([
        `${page} round ${round + 1}`,
        single.rps.toFixed(0),
        single.p99,
        cached.rps.toFixed(0),
        cached.p99,
        `${(cached.rps / single.rps).toFixed(2)}x`,
      ]);
    });
    const ratios = one.map((single, round) => three[round]!.rps / single.rps).sort((a, b) => a - b);
    medians.push(`${page} ${ratios[Math.floor(ratios.length / 2)]!.toFixed(2)}x`);
  }
  printTable(
    "Three instances behind Varnish and nginx (deploy/) vs one instance, PostgreSQL, same machine, alternating rounds",
    ["page, round", "one req/s", "one p99", "three+cache req/s", "three+cache p99", "ratio"],
    rows,
  );
  console.log(`median ratio, three instances behind the cache / one instance: ${medians.join(", ")}`);
}

await runClusterRow(process.argv[2] ?? "services/cms/demo-content");
