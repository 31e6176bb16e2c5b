/**
 * `npm run test:cluster`: three instances of the built server on one PostgreSQL database and Redis,
 * behind nginx and Varnish configured from deploy/ (README "Deployment", decision 153). Each check
 * prints its figures and the run fails (exit 1) when one does not hold.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { Instance, missingTools, startProxies, takenPorts, type Proxies } from "./cluster.ts";
import { canBeBought } from "../../model/listings/availability.ts";
import { signInOverHttp, type HttpSession } from "../support/http-sign-in.ts";
import { startTestS3 } from "../support/s3.ts";

/** Ports 5400-5499 are this test's. */
const PORTS = { cache: 5400, balancer: 5401, cacheAdmin: 5402, webhook: 5403, instances: [5410, 5411, 5412] };
const CACHE = `http://127.0.0.1:${PORTS.cache}`;
const ADMIN = { email: "cluster-admin@example.com", password: "cluster admin password, long enough" };
/** The page the publish check changes (a demo page with no server data: one tag of its own). */
const PUBLISHED_PATH = "/about";
const CONTACT_FORM = "demo-contact";

interface Figures {
  [name: string]: string | number;
}
const figures: Figures = {};
const failures: string[] = [];

function check(condition: boolean, message: string): void {
  if (!condition) failures.push(message);
  console.log(`${condition ? "ok  " : "FAIL"} ${message}`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const missing = missingTools();
  if (missing.length > 0) {
    console.error(`The cluster test needs:\n${missing.map((item) => `  - ${item}`).join("\n")}`);
    process.exit(2);
  }
  const taken = await takenPorts([PORTS.cache, PORTS.balancer, PORTS.cacheAdmin, PORTS.webhook, ...PORTS.instances]);
  if (taken.length > 0) {
    console.error(`The cluster test's ports are taken: ${taken.join(", ")} (another run still going?)`);
    process.exit(2);
  }
  const runDir = mkdtempSync(path.join(tmpdir(), "fc-cluster-"));
  const database = await createTestDatabase("postgres");
  const webhook = await purgeWebhook(PORTS.webhook);
  // Media in object storage: the S3-compatible server the caller names (S3_ENDPOINT and S3_*), or else a
  // local one (s3rver) started here, so the run needs no cloud account.
  const localS3 = process.env.S3_ENDPOINT ? null : await startTestS3();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    // The shared limits (another change) read it; the instances share one Redis database.
    REDIS_URL: "redis://127.0.0.1:6379/5",
    // A run's counters of its own: a run minutes after another (a rerun, CI after a local run) starts
    // from zero instead of inheriting the sign-in failures the last one left in the 15-minute window.
    REDIS_KEY_PREFIX: `cluster-${randomUUID().slice(0, 8)}:`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Varnish and nginx on this machine forward the client's address.
    TRUST_PROXY: "127.0.0.1",
    CACHE_PURGE_URLS: `${CACHE}/`,
    CACHE_PURGE_WEBHOOK_URL: `http://127.0.0.1:${PORTS.webhook}/purge`,
    LOG_LEVEL: "warn",
    LEAD_RATE_LIMIT: "1000000",
    ...(localS3 ? localS3.env : mediaStorageEnv()),
    BUY_ONLINE_INIT_LIMIT: "off",
    BUY_ONLINE_INIT_VEHICLE_LIMIT: "off",
  };
  const instances = PORTS.instances.map(
    (port) => new Instance(port, { ...env, DATA_DIR: path.join(runDir, `data-${port}`) }),
  );
  let proxies: Proxies | null = null;
  try {
    // The first migrates and seeds the database; the others find it ready.
    const first = performance.now();
    await instances[0]!.start();
    figures["first instance ready (migrate, seed, stock index), s"] = seconds(first);
    const others = performance.now();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    figures["two more instances ready, s"] = seconds(others);
    proxies = await startProxies(runDir, PORTS, instances);

    const session = await signInOverHttp(CACHE, ADMIN);
    await publishConsistency(session, instances, webhook);
    await oneLockPerVehicle(database, instances);
    await killDuringBurst(database, instances);
    await rollingRestart(database, instances);
    await sharedMedia(session, instances);
    await throttleAcrossInstances(instances);
  } catch (error) {
    failures.push(`the run stopped: ${(error as Error).stack ?? String(error)}`);
    for (const instance of instances) {
      if (!instance.process) continue;
      const { exitCode, signalCode } = instance.process.child;
      const state = exitCode !== null || signalCode !== null ? `exited (${signalCode ?? exitCode})` : "running";
      console.error(`instance :${instance.port} ${state}:\n${instance.process.log.join("\n")}`);
    }
    if (proxies) console.error(`varnish:\n${proxies.varnish.log.join("\n")}\nnginx:\n${proxies.nginx.log.join("\n")}`);
  } finally {
    // What nginx saw go wrong with the instances (refused connections while one was down, connections
    // reset under a request while one stopped): the retries the checks above relied on.
    const upstreamErrors = proxies?.upstreamErrors() ?? {};
    for (const [kind, count] of Object.entries(upstreamErrors)) figures[`balancer: ${kind}`] = count;
    await proxies?.stop();
    await Promise.all(instances.map((instance) => instance.stop("SIGKILL")));
    webhook.server.close();
    await localS3?.close();
    await database.drop();
    rmSync(runDir, { recursive: true, force: true });
  }
  figures["whole run, s"] = seconds(started);
  console.log("\nFigures");
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
  if (failures.length > 0) {
    console.error(`\n${failures.length} check(s) failed:\n${failures.map((failure) => `  - ${failure}`).join("\n")}`);
    process.exit(1);
  }
  console.log("\nall cluster checks passed");
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

/** Receives the purge webhook: how many purges, and when the last one came. */
async function purgeWebhook(port: number): Promise<{ server: Server; received: { at: number; tags: string[] }[] }> {
  const received: { at: number; tags: string[] }[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ at: performance.now(), tags: (JSON.parse(body || "{}") as { tags?: string[] }).tags ?? [] });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, received };
}

/**
 * A publish through one instance shows through the cache and on every instance within 1 s, while
 * visitors keep reading the page through the cache (its hit ratio during the publish is a figure).
 */
async function publishConsistency(
  session: HttpSession,
  instances: readonly Instance[],
  webhook: { received: { at: number; tags: string[] }[] },
): Promise<void> {
  const found = (await (await fetch(`${CACHE}/public_api/pages/by_path${PUBLISHED_PATH}`)).json()) as {
    data: { id: string };
  };
  const id = found.data.id;
  // Warm the cache, then read the page through it all along.
  for (let i = 0; i < 3; i++) await (await fetch(`${CACHE}${PUBLISHED_PATH}`)).text();
  const first = await fetch(`${CACHE}${PUBLISHED_PATH}`);
  await first.text();
  check(
    first.headers.get("x-cache") === "HIT",
    `a public page is served from the cache (X-Cache ${first.headers.get("x-cache")})`,
  );
  check(
    /public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/.test(first.headers.get("cache-control") ?? ""),
    `a public page says what a shared cache may keep (${first.headers.get("cache-control")})`,
  );
  const direct = await fetch(`${instances[0]!.base}${PUBLISHED_PATH}`);
  await direct.text();
  check(
    (direct.headers.get("surrogate-key") ?? "").split(" ").includes(`page:${id}`),
    `the page names itself in Surrogate-Key (${direct.headers.get("surrogate-key")})`,
  );
  // The nonce of a cached body is the one its policy names.
  const again = await fetch(`${CACHE}${PUBLISHED_PATH}`);
  const policyNonce = /'nonce-([^']+)'/.exec(again.headers.get("content-security-policy") ?? "")?.[1];
  const bodyNonces = new Set([...(await again.text()).matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]));
  check(
    bodyNonces.size <= 1 && (bodyNonces.size === 0 || bodyNonces.has(policyNonce)),
    "a cached page's scripts carry the nonce its Content-Security-Policy names",
  );

  const counts = { hits: 0, misses: 0, requests: 0, errors: 0 };
  let reading = true;
  const readers = Array.from({ length: 4 }, async () => {
    while (reading) {
      counts.requests++;
      try {
        const response = await fetch(`${CACHE}${PUBLISHED_PATH}`);
        await response.text();
        if (response.status !== 200) counts.errors++;
        if (response.headers.get("x-cache") === "HIT") counts.hits++;
        else counts.misses++;
      } catch (error) {
        counts.errors++;
        console.error(`page read failed: ${String((error as { cause?: unknown }).cause ?? error)}`);
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  let seen: { sent: number; answered: number }[];
  let publishedAt: number;
  let acknowledgedAt: number;
  let purgesBefore: number;
  try {
    const marker = `Cluster ${randomUUID().slice(0, 8)}`;
    // Straight to one instance, as a browser on it would send them.
    const writer = { ...session.headers, origin: instances[0]!.base };
    const detail = await fetch(`${instances[0]!.base}/api/cms/pages/${id}`, { headers: writer });
    const { draft } = (await detail.json()) as { draft: unknown };
    // The draft's hero heading changes; the site shows it only once published.
    const changed = JSON.parse(JSON.stringify(draft).replace(/"heading":"[^"]*"/, `"heading":"${marker}"`)) as unknown;
    const saved = await fetch(`${instances[0]!.base}/api/cms/pages/${id}`, {
      method: "PATCH",
      headers: { ...writer, "content-type": "application/json", "if-match": detail.headers.get("etag")! },
      body: JSON.stringify({ draft: changed }),
    });
    if (saved.status !== 200) throw new Error(`draft not saved: ${saved.status} ${await saved.text()}`);
    purgesBefore = webhook.received.length;
    publishedAt = performance.now();
    const published = await fetch(`${instances[0]!.base}/api/cms/pages/${id}/publish`, {
      method: "POST",
      headers: { ...writer, "if-match": saved.headers.get("etag")! },
    });
    if (published.status !== 200) throw new Error(`not published: ${published.status} ${await published.text()}`);
    acknowledgedAt = performance.now();
    const shows = async (base: string) => (await (await fetch(`${base}${PUBLISHED_PATH}`)).text()).includes(marker);
    // From the publish's answer (the editor is told it is live) to the first read, sent after it, that
    // shows it: on a loaded machine a read can wait hundreds of ms for its answer, which is the
    // machine, not the time the old page stays served (decision 175).
    seen = await Promise.all(
      [CACHE, ...instances.map((instance) => instance.base)].map(async (base) => {
        for (;;) {
          const sent = performance.now();
          if (await shows(base)) return { sent: sent - acknowledgedAt, answered: performance.now() - acknowledgedAt };
          if (performance.now() - acknowledgedAt > 10_000) return { sent: Infinity, answered: Infinity };
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
  } finally {
    reading = false;
    await Promise.all(readers);
  }
  const throughCache = Math.round(seen[0]!.sent);
  const slowest = seen.slice(1).reduce((a, b) => (b.sent > a.sent ? b : a));
  const slowestInstance = Math.round(slowest.sent);
  figures["publish: the publish request's answer took, ms"] = Math.round(acknowledgedAt - publishedAt);
  figures["publish: time until the cache serves it (read sent / answered), ms"] =
    `${throughCache} / ${Math.round(seen[0]!.answered)}`;
  figures["publish: time until every instance serves it (read sent / answered), ms"] =
    `${slowestInstance} / ${Math.round(slowest.answered)}`;
  figures["publish: page reads during it (requests / errors)"] = `${counts.requests} / ${counts.errors}`;
  figures["publish: cache hits / misses during it"] = `${counts.hits} / ${counts.misses}`;
  figures["publish: cache hit ratio during it"] = (counts.hits / Math.max(1, counts.requests)).toFixed(3);
  const purges = webhook.received.slice(purgesBefore);
  figures["publish: purges received by the webhook"] = purges.length;
  check(throughCache <= 1000, `a publish is served through the cache within 1 s (${throughCache} ms)`);
  check(slowestInstance <= 1000, `a publish is served by every instance within 1 s (${slowestInstance} ms)`);
  check(
    purges.some((purge) => purge.tags.includes(`page:${id}`)),
    "the purge webhook is told which page changed",
  );
  check(counts.errors === 0, `no page read failed during the publish (${counts.errors})`);
}

/** 50 buyers after one vehicle, spread over the three instances: exactly one gets the lock. */
async function oneLockPerVehicle(database: TestDatabase, instances: readonly Instance[]): Promise<void> {
  const vehicles = await database.handle.db.selectFrom("vehicles").select(["id", "status"]).limit(500).execute();
  const vehicle = vehicles.find((row) => canBeBought(row.status, false));
  if (!vehicle) throw new Error("no vehicle that can be bought in the demo fleet");
  const answers = await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const base = instances[i % instances.length]!.base;
      const response = await fetch(`${base}/buy_online/orders/init`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, "x-forwarded-for": `10.0.1.${i + 1}` },
        body: JSON.stringify({ vehicle_id: vehicle.id, company_uuid: "default" }),
      });
      await response.text();
      return response.status;
    }),
  );
  const won = answers.filter((status) => status === 201).length;
  const refused = answers.filter((status) => status === 409).length;
  const live = await database.handle.db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("vehicle_id", "=", vehicle.id)
    .where("state", "not in", ["expired", "cancelled", "refunded"])
    .executeTakeFirstOrThrow();
  figures["reservations: 50 concurrent (locks / refused 409 / other)"] =
    `${won} / ${refused} / ${answers.length - won - refused}`;
  check(won === 1 && Number(live.count) === 1, `50 concurrent reservations of one vehicle give one lock (${won})`);
}

interface Outcome {
  status: number;
  /** nginx's X-Upstream: the instance that answered, or each instance tried ("a, b") when it retried. */
  upstream: string;
  leadId: string | null;
}

interface Burst {
  /** In each lead's message: the leads this burst stored are found by it. */
  marker: string;
  outcomes: Outcome[];
}

/**
 * Posts contact leads through the cache and balancer from `clients` clients until `running()` is
 * false, each with an Idempotency-Key of its own, as the form island sends them.
 */
async function leadBurst(clients: number, running: () => boolean): Promise<Burst> {
  const marker = `burst ${randomUUID().slice(0, 8)}`;
  const outcomes: Outcome[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (running()) {
        try {
          const response = await fetch(`${CACHE}/forms/${CONTACT_FORM}/leads`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              origin: CACHE,
              "idempotency-key": randomUUID(),
              "x-forwarded-for": `10.0.2.${client + 1}`,
            },
            body: JSON.stringify({
              data: {
                name: "Cluster Test",
                email: "cluster@example.com",
                message: `Saturday, please (${marker})`,
                consent: true,
              },
            }),
          });
          const body = (await response.json().catch(() => null)) as { id?: string } | null;
          outcomes.push({
            status: response.status,
            upstream: response.headers.get("x-upstream") ?? "",
            leadId: response.status === 201 ? (body?.id ?? null) : null,
          });
        } catch {
          outcomes.push({ status: 0, upstream: "", leadId: null });
        }
        // A failure is counted; the client then waits a moment, as a browser's retry would, instead of
        // spinning on instant 502s and starving the instances that are starting on these 2 cores.
        if (outcomes.at(-1)!.status !== 201) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  return { marker, outcomes };
}

/**
 * What a burst left in the database: every acknowledged lead is stored, once (a post the balancer
 * sent to a second instance after the first failed is one lead, not two), and no more leads than posts.
 */
async function burstStored(database: TestDatabase, burst: Burst, name: string): Promise<void> {
  const acknowledged = burst.outcomes.filter((outcome) => outcome.leadId !== null).map((outcome) => outcome.leadId!);
  const stored = await database.handle.db
    .selectFrom("leads")
    .select("id")
    .where("data", "like", `%(${burst.marker})%`)
    .execute();
  const storedIds = new Set(stored.map((row) => row.id));
  const kept = acknowledged.filter((id) => storedIds.has(id)).length;
  const retried = burst.outcomes.filter((outcome) => outcome.upstream.includes(","));
  figures[`${name}: acknowledged leads stored`] = `${kept} of ${acknowledged.length}`;
  figures[`${name}: leads stored for the posts (unacknowledged but stored)`] =
    `${stored.length} for ${burst.outcomes.length} (${stored.length - kept})`;
  figures[`${name}: posts the balancer sent to a second instance (answered 201)`] =
    `${retried.length} (${retried.filter((outcome) => outcome.status === 201).length})`;
  check(kept === acknowledged.length, `${name}: no acknowledged lead is lost (${kept} of ${acknowledged.length})`);
  check(
    new Set(acknowledged).size === acknowledged.length && stored.length <= burst.outcomes.length,
    `${name}: each post is at most one lead, retried ones too (${stored.length} leads for ${burst.outcomes.length} posts)`,
  );
}

/** The failed ones, "status via upstream", counted: what a failure looked like. */
function failureKinds(outcomes: readonly Outcome[]): string {
  const kinds = new Map<string, number>();
  for (const outcome of outcomes) {
    const kind = `${outcome.status} via ${outcome.upstream || "no answer"}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return [...kinds].map(([kind, count]) => `${count} x ${kind}`).join("; ") || "none";
}

/**
 * SIGKILL one instance during a burst of lead posts: every acknowledged lead is stored, once, and the
 * only failures are requests that were on the killed instance at that moment. nginx sends a lead post
 * (it carries an Idempotency-Key) to another instance when the killed one's connection breaks, even
 * after it was sent (decision 175): none may fail, and a post the killed instance had stored is
 * answered from its key, not stored twice.
 */
async function killDuringBurst(database: TestDatabase, instances: readonly Instance[]): Promise<void> {
  const clients = 16;
  const victim = instances[2]!;
  let running = true;
  const burst = leadBurst(clients, () => running);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await victim.stop("SIGKILL");
  await new Promise((resolve) => setTimeout(resolve, 2500));
  running = false;
  const done = await burst;
  const outcomes = done.outcomes;
  const acknowledged = outcomes.filter((outcome) => outcome.leadId !== null);
  const failed = outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500);
  const fromVictim = failed.filter((outcome) => outcome.upstream.includes(`:${victim.port}`));
  figures["kill: lead posts (acknowledged / failed)"] = `${acknowledged.length} / ${failed.length}`;
  figures["kill: failed posts"] = failureKinds(failed);
  await burstStored(database, done, "kill");
  check(
    failed.length === fromVictim.length && failed.length <= clients,
    `only the killed instance's requests in flight failed (${failed.length} failed, ${fromVictim.length} on it, at most ${clients} in flight)`,
  );
  await victim.start();
}

/**
 * Every instance stopped (SIGTERM) and started again, one after another, while visitors read pages and
 * post leads: none fails, and each acknowledged lead is stored once. A stopping instance resets the
 * connections it had accepted but not read when its listener closes; nginx sends those reads and
 * keyed posts to another instance (decision 175).
 */
async function rollingRestart(database: TestDatabase, instances: readonly Instance[]): Promise<void> {
  let running = true;
  const reads: number[] = [];
  const readers = Array.from({ length: 4 }, async (_, i) => {
    while (running) {
      try {
        // A query the cache has not seen reaches an instance.
        const response = await fetch(`${CACHE}/stock?page=${(i % 3) + 1}&n=${reads.length % 50}`);
        await response.text();
        reads.push(response.status);
      } catch {
        reads.push(0);
      }
      if (reads.at(-1) !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  const posts = leadBurst(4, () => running);
  const started = performance.now();
  for (const instance of instances) {
    await instance.stop("SIGTERM");
    await instance.start();
  }
  running = false;
  await Promise.all(readers);
  const burst = await posts;
  const outcomes = burst.outcomes;
  const failedReads = reads.filter((status) => status !== 200);
  const failedPosts = outcomes.filter((outcome) => outcome.status !== 201);
  figures["rolling restart: duration, s"] = seconds(started);
  figures["rolling restart: page reads (requests / failed)"] = `${reads.length} / ${failedReads.length}`;
  figures["rolling restart: lead posts (requests / failed)"] = `${outcomes.length} / ${failedPosts.length}`;
  if (failedReads.length > 0) figures["rolling restart: failed reads' statuses"] = failedReads.join(" ");
  if (failedPosts.length > 0) figures["rolling restart: failed posts"] = failureKinds(failedPosts);
  await burstStored(database, burst, "rolling restart");
  check(
    failedReads.length === 0 && failedPosts.length === 0,
    `a rolling restart of all three instances serves every request (${failedReads.length} reads and ${failedPosts.length} posts failed)`,
  );
}

/** MEDIA_STORAGE=s3 and the S3_* variables, passed on from the test's environment (S3_ENDPOINT is set). */
function mediaStorageEnv(): NodeJS.ProcessEnv {
  const names = [
    "S3_BUCKET",
    "S3_ENDPOINT",
    "S3_REGION",
    "S3_ACCESS_KEY_ID",
    "S3_SECRET_ACCESS_KEY",
    "S3_FORCE_PATH_STYLE",
    "S3_PREFIX",
  ];
  return {
    MEDIA_STORAGE: "s3",
    ...Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
  };
}

/** An image uploaded through one instance is served by the others (each has its own DATA_DIR). */
async function sharedMedia(session: HttpSession, instances: readonly Instance[]): Promise<void> {
  const sharp = (await import("sharp")).default;
  const image = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#3a6" } })
    .png()
    .toBuffer();
  const uploader = instances[0]!.base;
  const uploaded = await fetch(`${uploader}/media/api/v2/images?name=cluster-${randomUUID().slice(0, 8)}`, {
    method: "POST",
    headers: { ...session.headers, origin: uploader, "content-type": "image/png" },
    body: image,
  });
  if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
  const { data } = (await uploaded.json()) as { data: { id: string } };
  const served = await Promise.all(
    instances.slice(1).map(async (instance) => {
      const response = await fetch(`${instance.base}/media/images/${data.id}/640x360.webp`);
      await response.arrayBuffer();
      return `${response.status} ${response.headers.get("content-type")}`;
    }),
  );
  figures["media: uploaded through one instance, served by the others"] = served.join(", ");
  check(
    served.every((answer) => answer.startsWith("200 image/")),
    `a medium uploaded through one instance is served by the others (${served.join(", ")})`,
  );
}

/**
 * Wrong passwords for one account from one address, spread over the instances: the 11th is refused
 * (10 per 15 minutes). An instance whose password hashing is at its CPU budget answers 503 with
 * Retry-After without checking the password (decision 010; on a loaded machine a hash takes long
 * enough for the rest after it to refuse the next); that attempt counts no failure, and is sent again
 * after Retry-After, as a client would.
 */
async function throttleAcrossInstances(instances: readonly Instance[]): Promise<void> {
  const statuses: number[] = [];
  let busy = 0;
  for (let attempt = 0; attempt < 12; attempt++) {
    const base = instances[attempt % instances.length]!.base;
    for (let tries = 0; ; tries++) {
      const response = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, "x-forwarded-for": "10.0.3.1" },
        body: JSON.stringify({ email: ADMIN.email, password: "not the password at all" }),
      });
      await response.text();
      if (response.status !== 503 || tries === 5) {
        statuses.push(response.status);
        break;
      }
      busy++;
      const retryAfter = Math.min(10, Number(response.headers.get("retry-after")) || 1);
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    }
  }
  const firstRefused = statuses.indexOf(429);
  figures["sign-in throttle: answers to 12 wrong passwords over 3 instances"] = statuses.join(" ");
  figures["sign-in throttle: attempts sent again after a busy 503"] = busy;
  check(
    firstRefused === 10,
    `the sign-in throttle holds across instances: the 11th failure is refused (${statuses.join(" ")})`,
  );
}

await main();
