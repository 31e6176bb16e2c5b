import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { newId } from "../../services/db/clock.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { testDriveForm, VALID_LEAD } from "../support/forms.ts";
import { signInOverHttp, type HttpSession } from "../support/http-sign-in.ts";
import { printTable } from "./measure.ts";
import { startServer, type ServerProcess } from "./server-process.ts";

const WARMUP_SECONDS = 3;
const MEASURE_SECONDS = 10;
const CONNECTIONS = 16;
const EXPORT_LEADS = Number(process.env.BENCH_EXPORT_LEADS ?? 100_000);
/** Every post comes from 127.0.0.1: the per-address limit (10 a minute by default) is raised out of the way. */
const LEAD_RATE_LIMIT = "100000000";
const ADMIN = { email: "bench-admin@example.com", password: "bench admin password, long enough" };
const TARGETS = { postsPerSecond: 300, p99Ms: 50, exportSeconds: 10, exportRssMb: 100 };

type Session = HttpSession;

const signIn = (base: string): Promise<Session> => signInOverHttp(base, ADMIN);

/** A published test-drive form (notifications and confirmations off: no deliveries are queued), made through the API. */
async function createForm(session: Session, name: string): Promise<string> {
  const response = await fetch(`${session.base}/forms`, {
    method: "POST",
    headers: { ...session.headers, "content-type": "application/json" },
    body: JSON.stringify(testDriveForm({ name })),
  });
  if (response.status !== 201) throw new Error(`form not created: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  created: number;
  /** Answers other than 201, errors and timeouts. */
  failed: number;
}

/**
 * The load generator, run by a second node process: autocannon's API, whose `setupRequest` gives
 * every request a new Idempotency-Key (its CLI cannot vary a header). Prints autocannon's result as JSON.
 */
const LOADER = `
const autocannon = require(require("node:path").resolve("node_modules/autocannon"));
const { randomUUID } = require("node:crypto");
const [url, origin, connections, duration, body] = process.argv.slice(1);
autocannon(
  {
    url,
    connections: Number(connections),
    duration: Number(duration),
    requests: [
      {
        method: "POST",
        body,
        setupRequest: (request) => ({
          ...request,
          headers: { "content-type": "application/json", origin, "idempotency-key": randomUUID() },
        }),
      },
    ],
  },
  (error, result) => {
    if (error) throw error;
    process.stdout.write(JSON.stringify(result));
  },
);
`;

/**
 * An open-loop load generator: a post every 1/rate s on a fixed schedule, whatever the answers do
 * (autocannon's rate limit sends each second's allowance in a burst at its start). Each latency is
 * measured from the post's scheduled time, so a server that falls behind is charged for the wait
 * (no coordinated omission). Prints { rps, p50, p99, total, created, failed } as JSON.
 */
const OPEN_LOOP_LOADER = `
const http = require("node:http");
const { randomUUID } = require("node:crypto");
const [url, origin, rate, duration, body] = process.argv.slice(1);
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const interval = 1000 / Number(rate);
const total = Math.round(Number(rate) * Number(duration));
const latencies = [];
let created = 0, failed = 0, finished = 0, next = 0;
const start = performance.now();
function done() {
  if (++finished < total) return;
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  process.stdout.write(JSON.stringify({ rps: created / elapsed, p50: Math.round(at(0.5)), p99: Math.round(at(0.99)), total, created, failed }));
  agent.destroy();
}
function fire(scheduled) {
  const request = http.request(
    { hostname: target.hostname, port: target.port, path: target.pathname, method: "POST", agent,
      headers: { "content-type": "application/json", origin, "idempotency-key": randomUUID(), "content-length": Buffer.byteLength(body) } },
    (response) => {
      response.resume();
      response.on("end", () => {
        latencies.push(performance.now() - scheduled);
        if (response.statusCode === 201) created++; else failed++;
        done();
      });
    },
  );
  request.on("error", () => { failed++; done(); });
  request.end(body);
}
(function tick() {
  const now = performance.now();
  while (next < total && start + next * interval <= now) fire(start + next++ * interval);
  if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
})();
`;

const LEAD_BODY = JSON.stringify({ data: { ...VALID_LEAD, phone: "+44 20 7946 0000", message: "Tuesday morning" } });

/**
 * POST /forms/{id}/leads with valid JSON, the site's Origin and a new Idempotency-Key per request:
 * flat out over 16 connections (autocannon), or at `rate` posts/s on a fixed schedule (open loop).
 */
async function load(base: string, formId: string, seconds: number, rate = 0): Promise<Load> {
  const url = `${base}/forms/${formId}/leads`;
  if (rate > 0)
    return JSON.parse(
      await run(process.execPath, ["-e", OPEN_LOOP_LOADER, url, base, String(rate), String(seconds), LEAD_BODY]),
    ) as Load;
  const out = await run(process.execPath, ["-e", LOADER, url, base, String(CONNECTIONS), String(seconds), LEAD_BODY]);
  const result = JSON.parse(out) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  const answered = Object.values(result.statusCodeStats ?? {}).reduce((sum, { count }) => sum + count, 0);
  const created = result.statusCodeStats?.["201"]?.count ?? 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: answered + result.errors + result.timeouts,
    created,
    failed: answered - created + result.errors + result.timeouts,
  };
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** `pid` and its descendants (the cluster's workers), from /proc. */
function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces, so read after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]!) ?? []));
  return tree;
}

/** VmRSS and VmHWM (peak) of the server's processes, summed, in MB. */
function memory(pid: number): { rss: number; hwm: number } {
  let rss = 0;
  let hwm = 0;
  for (const process of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${process}/status`, "utf8");
      rss += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
      hwm += Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      // the process ended meanwhile
    }
  }
  return { rss, hwm };
}

/** `count` leads for `formId`, straight into the database in batches (not through HTTP). */
async function insertLeads(database: TestDatabase, formId: string, count: number): Promise<void> {
  const start = Date.now() - count * 1000;
  const batch = 1000;
  for (let offset = 0; offset < count; offset += batch) {
    const rows = Array.from({ length: Math.min(batch, count - offset) }, (_, i) => {
      const n = offset + i;
      return {
        id: newId(),
        form_id: formId,
        data: JSON.stringify({
          name: `Visitor ${n}`,
          email: `visitor-${n}@example.com`,
          phone: "+44 20 7946 0000",
          message: "Saturday, please",
          consent: true,
        }),
        created_at: new Date(start + n * 1000).toISOString(),
      };
    });
    await database.handle.db.insertInto("leads").values(rows).execute();
  }
}

interface ExportRun {
  seconds: number;
  bytes: number;
  lines: number;
  bom: boolean;
  rssBefore: number;
  rssAfter: number;
  /** Highest summed VmRSS sampled every 20 ms, minus the figure before. */
  rssPeakGrowth: number;
  hwmGrowth: number;
}

/** POST a CSV export, poll until done, download; wall time from the POST to the last byte, memory of the server. */
async function exportLeads(server: ServerProcess, session: Session, formId: string): Promise<ExportRun> {
  const before = memory(server.pid);
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memory(server.pid).rss)), 20);
  const started = performance.now();
  try {
    const created = await fetch(`${session.base}/forms/${formId}/lead_exports?format=csv`, {
      method: "POST",
      headers: session.headers,
    });
    if (created.status !== 202) throw new Error(`export not started: ${created.status} ${await created.text()}`);
    const job = (await created.json()) as { id: string };
    const jobUrl = `${session.base}/forms/${formId}/lead_exports/${job.id}`;
    for (;;) {
      const status = (await (await fetch(jobUrl, { headers: session.headers })).json()) as { status: string };
      if (status.status === "done") break;
      if (status.status === "failed") throw new Error(`the export failed: ${JSON.stringify(status)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const download = await fetch(`${jobUrl}/download`, { headers: session.headers });
    if (download.status !== 200) throw new Error(`download answered ${download.status}`);
    const body = Buffer.from(await download.arrayBuffer());
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = memory(server.pid);
    peak = Math.max(peak, after.rss);
    const text = body.toString("utf8");
    return {
      seconds,
      bytes: body.length,
      lines: text.split(/\r?\n/).filter((line, i, all) => line !== "" || i < all.length - 1).length,
      bom: body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf,
      rssBefore: before.rss,
      rssAfter: after.rss,
      rssPeakGrowth: peak - before.rss,
      hwmGrowth: after.hwm - before.hwm,
    };
  } finally {
    clearInterval(sampler);
  }
}

function serverEnv(database: TestDatabase): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "fc-leads-bench-")),
    DATABASE_URL: database.url,
    LOG_LEVEL: "warn",
    // One worker per core, as `npm start` runs on these machines.
    WEB_CONCURRENCY: "2",
    LEAD_RATE_LIMIT,
    OUTBOX_WORKER: "true",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;
const mb = (value: number): string => `${value.toFixed(1)} MB`;
const ratio = (value: number, target: number): string => `${(value / target).toFixed(2)}x`;

/**
 * Lead posts per second against the production bundle (2 workers, outbox worker on), flat out and at
 * the target's 300 posts/s offered, and a
 * 100,000-lead CSV export through HTTP, on a fresh SQLite file and a fresh PostgreSQL schema each.
 * Targets: >= 300 posts/s with p99 <= 50 ms; the export in <= 10 s with <= 100 MB of RSS growth.
 */
export async function runLeadsBench(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const postRows: string[][] = [];
  const exportRows: string[][] = [];
  for (const kind of ["sqlite", "postgres"] as const) {
    const database = await createTestDatabase(kind);
    try {
      // Posting, outbox worker on as in production, each run on its own form so counts stay separate:
      // as fast as 16 connections go (the ceiling), then 300 posts/s offered (the target's rate).
      for (const rate of [0, TARGETS.postsPerSecond]) {
        const server = await startServer(serverEnv(database), 120_000);
        try {
          const session = await signIn(server.base);
          const formId = await createForm(session, `Bench posts at ${rate || "full"} rate`);
          await load(server.base, formId, WARMUP_SECONDS, rate);
          const result = await load(server.base, formId, MEASURE_SECONDS, rate);
          const stored = await database.handle.db
            .selectFrom("leads")
            .select((eb) => eb.fn.countAll<string>().as("count"))
            .where("form_id", "=", formId)
            .executeTakeFirstOrThrow();
          postRows.push([
            kind,
            rate ? `${rate}/s, open loop` : `flat out, ${CONNECTIONS} connections`,
            result.rps.toFixed(0),
            `${result.p50} ms`,
            `${result.p99} ms`,
            String(result.total),
            String(result.failed),
            String(stored.count),
            `${ratio(result.rps, TARGETS.postsPerSecond)} / ${ratio(result.p99, TARGETS.p99Ms)}`,
          ]);
          const key = `leads_${kind}_${rate ? `at_${rate}` : "flat_out"}`;
          figures[`${key}_posts_per_s`] = result.rps;
          figures[`${key}_p99_ms`] = result.p99;
          figures[`${key}_failed`] = result.failed;
        } finally {
          await server.stop();
        }
      }

      // Export: a fresh server (worker on), so its memory before the export is not the load test's peak.
      const server = await startServer(serverEnv(database), 120_000);
      try {
        const session = await signIn(server.base);
        const formId = await createForm(session, "Bench export");
        const started = performance.now();
        await insertLeads(database, formId, EXPORT_LEADS);
        const insertSeconds = (performance.now() - started) / 1000;
        const result = await exportLeads(server, session, formId);
        exportRows.push([
          kind,
          `${insertSeconds.toFixed(1)} s`,
          `${result.seconds.toFixed(2)} s (${ratio(result.seconds, TARGETS.exportSeconds)})`,
          `${(result.bytes / 1024 / 1024).toFixed(1)} MB`,
          `${result.lines}${result.lines === EXPORT_LEADS + 1 ? " (ok)" : ` (expected ${EXPORT_LEADS + 1})`}`,
          result.bom ? "yes" : "NO",
          `${mb(result.rssBefore)} -> ${mb(result.rssAfter)}`,
          `${mb(result.rssPeakGrowth)} (${ratio(result.rssPeakGrowth, TARGETS.exportRssMb)})`,
          mb(result.hwmGrowth),
        ]);
        figures[`leads_${kind}_export_s`] = result.seconds;
        figures[`leads_${kind}_export_rss_growth_mb`] = result.rssPeakGrowth;
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  }

  printTable(
    `Lead posts (POST /forms/{id}/leads, valid JSON, Origin, a new Idempotency-Key each) against dist/server/server.js: 2 worker processes, autocannon, ${CONNECTIONS} connections, ${MEASURE_SECONDS} s after ${WARMUP_SECONDS} s of warm-up; LEAD_RATE_LIMIT=${LEAD_RATE_LIMIT} for the bench (default 10/min per address); no notifications or lead service configured, so no deliveries are queued`,
    [
      "database",
      "load",
      "posts/s",
      "p50",
      "p99",
      "requests",
      "non-201",
      "leads stored (with warm-up)",
      "posts/s / 300, p99 / 50 ms",
    ],
    postRows,
  );
  printTable(
    `CSV export of ${EXPORT_LEADS.toLocaleString("en")} leads (inserted directly in batches of 1,000), over HTTP: POST lead_exports, poll every 100 ms, download; RSS summed over the server's processes`,
    [
      "database",
      "insert",
      "POST -> last byte",
      "size",
      "lines",
      "BOM",
      "RSS before -> after",
      "peak RSS growth",
      "VmHWM growth",
    ],
    exportRows,
  );
  for (const kind of ["sqlite", "postgres"] as const) {
    const rps = figures[`leads_${kind}_flat_out_posts_per_s`]!;
    const sustained = figures[`leads_${kind}_at_${TARGETS.postsPerSecond}_posts_per_s`]!;
    const p99 = figures[`leads_${kind}_at_${TARGETS.postsPerSecond}_p99_ms`]!;
    console.log(
      `\ntarget: >= ${TARGETS.postsPerSecond} posts/s sustained with p99 <= ${TARGETS.p99Ms} ms -> ${kind}: ceiling ${rps.toFixed(0)}/s (${ratio(rps, TARGETS.postsPerSecond)}); at ${TARGETS.postsPerSecond}/s offered ${sustained.toFixed(0)}/s, p99 ${ms(p99)}`,
    );
    const seconds = figures[`leads_${kind}_export_s`]!;
    const growth = figures[`leads_${kind}_export_rss_growth_mb`]!;
    console.log(
      `target: export <= ${TARGETS.exportSeconds} s, RSS growth <= ${TARGETS.exportRssMb} MB -> ${kind}: ${seconds.toFixed(2)} s, ${mb(growth)}`,
    );
  }
  console.log("");
  return figures;
}
