import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { blockMigrations } from "../../generated/registry/block-migrations.ts";
import { buildApp } from "../../services/app.ts";
import { createServices } from "../../services/composition.ts";
import { loadConfig } from "../../services/config.ts";
import { Readable } from "node:stream";
import { demoFeed } from "../../services/listings/feed/demo-feed.ts";
import { importStockFeed } from "../../services/listings/feed/stock-import.ts";
import { importFleet } from "../../services/listings/fleet-import.ts";
import { createTestDatabase } from "../support/databases.ts";
import { percentile, printTable } from "./measure.ts";

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

/** The demo feed as NDJSON, made row by row as the importer reads it (never held whole). */
function feedStream(count: number): Readable {
  const { rows } = demoFeed(count);
  return Readable.from(
    (function* () {
      for (const row of rows) yield `${JSON.stringify(row)}\n`;
    })(),
  );
}

/**
 * The streamed feed import (rows/s, this process's peak memory), the index build, the process's RSS
 * with the index loaded, and list + facets through the whole API (HTTP routing, index, 12-row fetch,
 * JSON) for `count` vehicles (BENCH_VEHICLES, default 100,000) on each database.
 */
export async function runListingsBench(count = 100_000): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const rows: string[][] = [];
  for (const kind of ["sqlite", "postgres"] as const) {
    const database = await createTestDatabase(kind);
    try {
      await importFleet(database.handle.db, { dealers: demoFeed(0).dealers, vehicles: [], publications: [] });
      let started = performance.now();
      const imported = await importStockFeed(database.handle.db, feedStream(count), {
        mode: "full",
        format: "ndjson",
        source: "bench",
      });
      if (imported.status !== "finished") throw new Error(`import failed: ${imported.error}`);
      const importSeconds = (performance.now() - started) / 1000;
      const importPeakMb = process.resourceUsage().maxRSS / 1024;
      const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "fc-bench-")), LOG_LEVEL: "error" });
      const app = await buildApp({ config, services: createServices(config, database.handle, blockMigrations) });
      started = performance.now();
      const first = await app.inject({ url: "/public_api/listing/all" });
      if (first.statusCode !== 200) throw new Error(first.body);
      const indexSeconds = (performance.now() - started) / 1000;
      global.gc?.();
      const rssMb = process.memoryUsage().rss / 1024 / 1024;
      const measure = async (urls: string[]): Promise<number[]> => {
        const times: number[] = [];
        for (const url of urls) {
          const begin = performance.now();
          const response = await app.inject({ url });
          times.push(performance.now() - begin);
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        }
        return times;
      };
      await measure(queries(50).map((query) => `/public_api/listing/all?${query}`));
      const mixed = await measure(queries(400).map((query) => `/public_api/listing/all?${query}`));
      const deep = await measure(
        Array.from({ length: 100 }, (_, i) => `/public_api/listing/all?page=500&sort=${SORTS[i % SORTS.length]}`),
      );
      figures[`${kind}_mixed_p50`] = percentile(mixed, 0.5);
      figures[`${kind}_mixed_p95`] = percentile(mixed, 0.95);
      figures[`${kind}_page500_p95`] = percentile(deep, 0.95);
      rows.push(
        [
          kind,
          "random mix of filters (400 requests)",
          percentile(mixed, 0.5).toFixed(1),
          percentile(mixed, 0.95).toFixed(1),
        ],
        [
          kind,
          "page 500, no filter (100 requests)",
          percentile(deep, 0.5).toFixed(1),
          percentile(deep, 0.95).toFixed(1),
        ],
      );
      figures[`${kind}_import_rows_per_s`] = count / importSeconds;
      figures[`${kind}_rss_mb`] = rssMb;
      console.log(
        `${kind}: imported ${count} vehicles in ${importSeconds.toFixed(1)} s (${Math.round(count / importSeconds)} rows/s, peak RSS so far ${importPeakMb.toFixed(0)} MB); ` +
          `first request (index build) ${indexSeconds.toFixed(1)} s; process RSS with the index loaded ${rssMb.toFixed(0)} MB`,
      );
      await app.close();
    } finally {
      await database.drop();
    }
  }
  printTable(
    `Stock list + facets through the API, ${count.toLocaleString("en-GB")} vehicles (ms)`,
    ["database", "requests", "p50", "p95"],
    rows,
  );
  console.log(`target: p95 <= 25 ms on SQLite -> ${figures.sqlite_mixed_p95!.toFixed(1)} ms\n`);
  return figures;
}
