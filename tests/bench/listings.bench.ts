import { spawn } from "node:child_process";
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { pipeline } from "node:stream/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { get as httpGet } from "node:http";
import { loadavg } from "node:os";
import { Readable } from "node:stream";
import { demoFeed } from "../../services/listings/feed/demo-feed.ts";
import { importStockFeed } from "../../services/listings/feed/stock-import.ts";
import { importFleet } from "../../services/listings/fleet-import.ts";
import { createTestDatabase } from "../support/databases.ts";
import { percentile, printTable } from "./measure.ts";
import { processMemory, startServer } from "./server-process.ts";

const FILTERS: [string, string[]][] = [
  ["filter[state_in]", ["new", "used", "approved", "new,approved", "used,approved"]],
  ["filter[nameplate_brand_name_in]", ["Land Rover", "Jaguar"]],
  ["filter[nameplate_name_in]", ["Defender 110", "Range Rover Sport", "F-PACE", "Discovery,Defender 90", "I-PACE"]],
  ["filter[engine_type_includes]", ["diesel", "phev", "electric", "petrol,mhev"]],
  ["filter[color_canonical_in]", ["black", "white,grey", "blue"]],
  ["filter[status_in]", ["stock", "stock,available_soon"]],
  ["filter[number_of_seats_in]", ["5", "7"]],
  ["filter[mileage_lteq]", ["20000", "60000"]],
  ["filter[production_year_gteq]", ["2022", "2024"]],
  ["filter[display_price_lteq]", ["120000", "200000"]],
  ["filter[power_gteq]", ["250"]],
  ["q", ["defender", "black"]],
];
const SORTS = ["createdAtDesc", "priceAsc", "priceDesc", "mileageAsc", "productionYearDesc", "status"];

/** A deterministic random mix: 0 to 4 filters, a sort, usually the first pages. */
function queries(count: number): string[] {
  let seed = 99;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams();
    const chosen = [...FILTERS].sort(() => random() - 0.5).slice(0, Math.floor(random() * 5));
    for (const [key, values] of chosen) params.set(key, values[Math.floor(random() * values.length)]!);
    params.set("sort", SORTS[Math.floor(random() * SORTS.length)]!);
    params.set("page", String(1 + Math.floor(random() * 3)));
    return params.toString();
  });
}

/** Set in the child process that only writes the demo feed (see `feedFile`). */
const FEED_FILE_ENV = "BENCH_WRITE_FEED";

/**
 * The demo feed as an NDJSON file, written before the import is timed: an import reads a file or a
 * URL, and making a million demo vehicles is not importing them. Written by a child process (this
 * bench run again, `writeFeedIfAsked`), so the memory it took is not counted as the importer's: V8
 * keeps the pages of a heap that grew, and the peak RSS after a reset started from them.
 */
async function feedFile(count: number): Promise<{ file: string; seconds: number }> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "fc-listings-feed-")), "feed.ndjson");
  const started = performance.now();
  const child = spawn(process.execPath, [process.argv[1]!], {
    env: { ...process.env, [FEED_FILE_ENV]: `${count}:${file}` },
    stdio: "inherit",
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`writing the demo feed failed (exit code ${code})`);
  return { file, seconds: (performance.now() - started) / 1000 };
}

/** In the feed-writing child (`feedFile`): writes the feed and returns true; elsewhere false. */
export async function writeFeedIfAsked(): Promise<boolean> {
  const asked = process.env[FEED_FILE_ENV];
  if (!asked) return false;
  const [count, file] = [Number(asked.slice(0, asked.indexOf(":"))), asked.slice(asked.indexOf(":") + 1)];
  await writeFeed(count, file);
  return true;
}

/** The demo feed, row by row (never held whole). */
async function writeFeed(count: number, file: string): Promise<void> {
  const { rows } = demoFeed(count);
  await pipeline(
    Readable.from(
      (function* () {
        // 500 rows per write: one write per row cost a sixth of making the feed.
        let text = "";
        let held = 0;
        for (const row of rows) {
          text += `${JSON.stringify(row)}\n`;
          if (++held === 500) {
            yield text;
            text = "";
            held = 0;
          }
        }
        if (text) yield text;
      })(),
    ),
    createWriteStream(file),
  );
}

/** A GET that waits as long as the server takes (fetch gives up after 300 s without headers). */
function untimedGet(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, (response) => {
      response.resume();
      response.on("end", () =>
        response.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${response.statusCode}`)),
      );
    });
    request.setTimeout(0);
    request.on("error", reject);
  });
}

/** This process's VmHWM (peak RSS) in MB, from /proc: what importing cost it. */
/**
 * This process's peak RSS since `resetOwnPeak` (VmHWM): the import's own peak, not that of the feed's
 * generation before it. Where the reset is not allowed, the peak since the process started.
 */
function ownPeakMb(): number {
  return processMemory(process.pid)[0]?.hwm ?? process.resourceUsage().maxRSS / 1024;
}

/** Resets VmHWM to the current RSS (Linux: "5" written to /proc/<pid>/clear_refs). */
function resetOwnPeak(): void {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
  } catch {
    // Not Linux, or not allowed: the peak then includes the feed's generation.
  }
}

/**
 * A fresh database of `kind` with `count` demo vehicles imported by the streamed feed import: the
 * import's time, rows/s and this process's peak RSS (it does nothing else meanwhile) are printed.
 */
async function importedDatabase(kind: "sqlite" | "postgres", count: number) {
  const database = await createTestDatabase(kind);
  await importFleet(database.handle.db, { dealers: demoFeed(0).dealers, vehicles: [], publications: [] });
  const feed = await feedFile(count);
  console.log(`${kind}: feed of ${count} vehicles written in ${feed.seconds.toFixed(1)} s (not part of the import)`);
  const loadBefore = loadavg()[0]!;
  resetOwnPeak();
  const started = performance.now();
  let shown = 0;
  const imported = await importStockFeed(database.handle.db, createReadStream(feed.file), {
    mode: "full",
    format: "ndjson",
    source: "bench",
    bytesTotal: statSync(feed.file).size,
    onProgress: (progress) => {
      if (progress.rows_read < shown + 100_000) return;
      shown = progress.rows_read;
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  ${kind}: ${shown} rows read in ${seconds.toFixed(0)} s (load average ${loadavg()[0]!.toFixed(1)})`,
      );
    },
  });
  rmSync(path.dirname(feed.file), { recursive: true, force: true });
  if (imported.status !== "finished") throw new Error(`import failed: ${imported.error}`);
  const importSeconds = (performance.now() - started) / 1000;
  const importPeakMb = ownPeakMb();
  console.log(
    `  ${kind}: imported in ${importSeconds.toFixed(1)} s, ${Math.round(count / importSeconds)} rows/s, importing process peak RSS ${importPeakMb.toFixed(0)} MB (load average ${loadavg()[0]!.toFixed(1)})`,
  );
  return { url: database.url, importSeconds, importPeakMb, loadBefore, drop: () => database.drop() };
}

const ms = (value: number): string => value.toFixed(1);

/**
 * The streamed feed import (time, rows/s, the importing process's peak RSS: this process's, counted
 * from the end of the feed's generation), then the real server (`dist/server/server.js`, one process) started
 * as a child on the imported database: when its index is ready (built from the moment it listens; the
 * first list request after /healthz answers waits for the rest of the build), its RSS and peak RSS
 * with the index loaded (/proc/<pid>/status), and list + facets over HTTP for the random filter mix and
 * a deep page, for `count` vehicles (BENCH_VEHICLES, default 100,000) on each database (BENCH_DATABASES,
 * default both).
 */
export async function runListingsBench(count = 100_000): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const rows: string[][] = [];
  // BENCH_DATABASE_URL: measure the server on a database imported before (kept), skipping the import.
  const reusedUrl = process.env.BENCH_DATABASE_URL;
  const reused = reusedUrl
    ? { url: reusedUrl, importSeconds: NaN, importPeakMb: NaN, loadBefore: loadavg()[0]!, drop: async () => {} }
    : null;
  const kinds = reusedUrl
    ? [reusedUrl.startsWith("sqlite:") ? ("sqlite" as const) : ("postgres" as const)]
    : ((process.env.BENCH_DATABASES ?? "sqlite,postgres").split(",") as ("sqlite" | "postgres")[]);
  for (const kind of kinds) {
    const { url, importSeconds, importPeakMb, loadBefore, drop } = reused ?? (await importedDatabase(kind, count));
    try {
      const serverEnv = {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "fc-listings-bench-")),
        DATABASE_URL: url,
        LOG_LEVEL: "warn",
        WEB_CONCURRENCY: "1",
      };
      // A server's first start on a database seeds the demo content (pages, forms, VIN lists), which
      // leaves its RSS some 300 MB higher: started once for that, then again to be measured.
      await (await startServer(serverEnv, 300_000)).stop();
      const server = await startServer(serverEnv, 300_000);
      try {
        const get = async (url: string): Promise<number> => {
          const begin = performance.now();
          const response = await fetch(`${server.base}${url}`);
          const body = await response.text();
          const time = performance.now() - begin;
          if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 500)}`);
          return time;
        };
        const atStart = processMemory(server.pid);
        const started = performance.now();
        // The first request waits for the rest of the index build: no 300-s header timeout as fetch has.
        await untimedGet(`${server.base}/public_api/listing/all`);
        const indexSeconds = (performance.now() - started) / 1000;
        const indexed = processMemory(server.pid);
        const measure = async (urls: string[]): Promise<number[]> => {
          const times: number[] = [];
          for (const url of urls) times.push(await get(url));
          return times;
        };
        await measure(queries(50).map((query) => `/public_api/listing/all?${query}`));
        const mixed = await measure(queries(400).map((query) => `/public_api/listing/all?${query}`));
        const deep = await measure(
          Array.from({ length: 100 }, (_, i) => `/public_api/listing/all?page=500&sort=${SORTS[i % SORTS.length]}`),
        );
        const memory = processMemory(server.pid);
        const loadAfter = loadavg()[0]!;
        figures[`${kind}_mixed_p50`] = percentile(mixed, 0.5);
        figures[`${kind}_mixed_p95`] = percentile(mixed, 0.95);
        figures[`${kind}_page500_p95`] = percentile(deep, 0.95);
        figures[`${kind}_import_rows_per_s`] = count / importSeconds;
        figures[`${kind}_import_peak_mb`] = importPeakMb;
        figures[`${kind}_server_rss_mb`] = Math.max(...memory.map((each) => each.rss));
        figures[`${kind}_server_hwm_mb`] = Math.max(...memory.map((each) => each.hwm));
        rows.push(
          [kind, "random mix of filters (400 requests)", ms(percentile(mixed, 0.5)), ms(percentile(mixed, 0.95))],
          [kind, "page 500, no filter (100 requests)", ms(percentile(deep, 0.5)), ms(percentile(deep, 0.95))],
        );
        console.log(
          `${kind}, ${count} vehicles (load average ${loadBefore.toFixed(1)} before the import, ${loadAfter.toFixed(1)} after the requests):\n` +
            `  ${importLine(count, importSeconds, importPeakMb)}\n` +
            `  server: RSS ${atStart.map((each) => each.rss.toFixed(0)).join(" + ")} MB once started; ` +
            `index built (from the start) ${indexSeconds.toFixed(1)} s after /healthz answered, RSS then ${indexed.map((each) => each.rss.toFixed(0)).join(" + ")} MB; after the requests: ` +
            memory
              .map((each) => `process ${each.pid} RSS ${each.rss.toFixed(0)} MB (peak ${each.hwm.toFixed(0)} MB)`)
              .join(", "),
        );
      } finally {
        await server.stop();
      }
    } finally {
      await drop();
    }
  }
  printTable(
    `Stock list + facets over HTTP from the server process, ${count.toLocaleString("en-GB")} vehicles (ms)`,
    ["database", "requests", "p50", "p95"],
    rows,
  );
  if (figures.postgres_mixed_p95 !== undefined)
    console.log(
      `targets on PostgreSQL: p95 <= 100 ms -> ${figures.postgres_mixed_p95.toFixed(1)} ms (deep page ${figures.postgres_page500_p95!.toFixed(1)} ms); ` +
        `server RSS <= 500 MB -> ${figures.postgres_server_rss_mb!.toFixed(0)} MB; import >= 20,000 rows/s -> ${Number.isNaN(figures.postgres_import_rows_per_s!) ? "not run (BENCH_DATABASE_URL)" : Math.round(figures.postgres_import_rows_per_s!)}\n`,
    );
  return figures;
}

/** The import's figures, or why there are none: a reused database (BENCH_DATABASE_URL) was not imported here. */
function importLine(count: number, seconds: number, peakMb: number): string {
  if (Number.isNaN(seconds)) return "import not run: BENCH_DATABASE_URL names a database imported before";
  return `import ${seconds.toFixed(1)} s, ${Math.round(count / seconds)} rows/s; importing process peak RSS ${peakMb.toFixed(0)} MB`;
}
