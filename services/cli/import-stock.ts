/**
 * `npm run import:stock -- [--delta] [--force-switch] [--format ndjson|csv] [--batch-size <n>] <file or URL>`:
 * imports a stock feed (schemas/stock-feed.schema.json; decision 090) into the database DATABASE_URL names.
 * A full feed (the default) unpublishes the published vehicles it does not name; `--delta` only adds
 * and updates. A full feed with no valid row, or with more rejected rows than the setting
 * `stock_import.max_rejected_ratio` allows, is refused (decision 121) unless `--force-switch` is given.
 * The format follows the name (`.csv`, else NDJSON) unless `--format` says. Prints a progress bar,
 * each rejected row (line, field, reason) on stderr, then the counts, the rate and the process's peak
 * memory. Exit code 0 when the feed was imported (rejected rows included), 1 when the import failed
 * or was refused (the previous stock stays published), 2 when the command could not run.
 */
import { loadConfig } from "../config.ts";
import { migrate, openDatabase } from "../db/database.ts";
import type { FeedFormat } from "../listings/feed/feed-records.ts";
import { progressLine } from "../listings/feed/progress-bar.ts";
import { DEFAULT_BATCH, importStockFeed, type StockImport } from "../listings/feed/stock-import.ts";
import { feedFormatOf, openFeedSource } from "../listings/feed/feed-source.ts";

const USAGE = `usage: npm run import:stock -- [--delta] [--force-switch] [--format ndjson|csv] [--batch-size <rows, default ${DEFAULT_BATCH.postgres} on PostgreSQL, ${DEFAULT_BATCH.sqlite} on SQLite>] <file or URL>`;

interface Arguments {
  source: string;
  mode: "full" | "delta";
  format: FeedFormat;
  /** Rows per batch; the database's default when not given. */
  batchSize?: number;
  /** Switch a full feed even when the full-import guard refuses it. */
  forceSwitch: boolean;
}

function parseArguments(argv: string[]): Arguments | null {
  let mode: Arguments["mode"] = "full";
  let format: FeedFormat | undefined;
  let batchSize: number | undefined;
  let forceSwitch = false;
  const sources: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--delta") mode = "delta";
    else if (arg === "--full") mode = "full";
    else if (arg === "--force-switch") forceSwitch = true;
    else if (arg === "--format") {
      const value = argv[++i];
      if (value !== "ndjson" && value !== "csv") return null;
      format = value;
    } else if (arg === "--batch-size") {
      batchSize = Number(argv[++i]);
      if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 5000) return null;
    } else if (arg.startsWith("--")) return null;
    else sources.push(arg);
  }
  if (sources.length !== 1) return null;
  const source = sources[0]!;
  return { source, mode, batchSize, forceSwitch, format: format ?? feedFormatOf(source) };
}

async function main(argv: string[]): Promise<number> {
  const args = parseArguments(argv);
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrate(database.db, database.schema);
    const { input, bytesTotal } = await openFeedSource(args.source);
    const started = performance.now();
    const tty = process.stdout.isTTY === true;
    let lastPrinted = 0;
    const show = (progress: StockImport, final = false) => {
      const elapsed = performance.now() - started;
      if (!final && !tty && elapsed - lastPrinted < 5000) return;
      lastPrinted = elapsed;
      const line = progressLine(progress, elapsed);
      if (tty) process.stdout.write(`\r${line}\x1b[K${final ? "\n" : ""}`);
      else console.log(line);
    };
    const result = await importStockFeed(database.db, input, {
      mode: args.mode,
      format: args.format,
      source: args.source,
      bytesTotal,
      batchSize: args.batchSize,
      forceSwitch: args.forceSwitch,
      onProgress: (progress) => show(progress),
      onWaiting: () => console.log("another stock import is running: this one starts when it ends"),
      onRejection: (rejection) =>
        console.error(
          `${tty ? "\r\x1b[K" : ""}line ${rejection.line}: ${rejection.field || "row"}: ${rejection.reason}`,
        ),
    });
    show(result, true);
    const seconds = (performance.now() - started) / 1000;
    const peakMb = process.resourceUsage().maxRSS / 1024;
    if (result.refusal) {
      // The message says why, that the stock stays as it was, and how to switch anyway.
      console.error(`import refused (${result.refusal}): ${result.error}`);
      return 1;
    }
    if (result.status !== "finished") {
      console.error(`import failed, the previous stock stays published: ${result.error}`);
      return 1;
    }
    console.log(
      `${args.mode} import ${result.id}: ${result.rows_read} rows read in ${seconds.toFixed(1)} s (${Math.round(result.rows_read / seconds)} rows/s); ` +
        `${result.inserted} added, ${result.updated} updated, ${result.unpublished} unpublished, ${result.rejected} rejected; ` +
        `peak memory ${peakMb.toFixed(0)} MB`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`import:stock: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
