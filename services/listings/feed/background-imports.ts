import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { newId } from "../../db/clock.ts";
import type { FeedFormat } from "./feed-records.ts";
import { lazyFeedUrl } from "./feed-source.ts";
import type { StockImport, StockImports } from "./stock-import.ts";

/** Where a background import reads its feed: an upload kept in a file, or a URL fetched when the import starts. */
type FeedToImport = { kind: "file"; path: string; name: string; bytes: number } | { kind: "url"; url: string };

interface BackgroundImportOptions {
  mode: "full" | "delta";
  format: FeedFormat;
  forceSwitch: boolean;
}

/** Another import is running (here, in another instance, or the command line): the new one is refused. */
export class ImportAlreadyRunning extends Error {
  constructor(readonly running: StockImport | null) {
    super(
      running
        ? `A stock import is already running (${running.mode}, ${running.source}, started ${running.started_at}, ${running.rows_read} rows read): start this one when it has finished.`
        : "A stock import is starting: start this one when it has finished.",
    );
  }
}

/** How long closing the server waits for a running import before leaving it (a later import sweeps it). */
const CLOSE_WAIT_MS = 30_000;

/**
 * Stock imports the admin starts, run in the background of the server (decision 136): the request
 * answers as soon as the import is recorded, and the admin follows its progress in the database
 * (GET /api/stock/imports), from any instance and across page reloads. One import at a time: a second
 * is refused while one runs, wherever it runs. The feed of a refused full import is kept (the latest
 * one only, in this process) so that the admin can switch it anyway without sending it again.
 */
export class BackgroundImports {
  /** Set between the "is one running?" check and the new import's record: two requests cannot both pass. */
  private starting = false;
  private readonly running = new Set<Promise<unknown>>();
  private kept: { id: string; feed: FeedToImport; format: FeedFormat } | null = null;

  constructor(private readonly imports: StockImports) {}

  /**
   * Starts an import of `feed` and answers it as recorded (status running). Throws ImportAlreadyRunning
   * when one runs; the feed's file (an upload) is then deleted.
   */
  async start(feed: FeedToImport, options: BackgroundImportOptions): Promise<StockImport> {
    if (this.starting) return this.refuse(feed);
    this.starting = true;
    const id = newId();
    try {
      if (await this.imports.running()) return await this.refuse(feed);
      // A new import: a refused one's kept feed can no longer be switched.
      const previous = this.kept;
      if (previous && previous.feed !== feed) {
        this.kept = null;
        await discard(previous.feed);
      }
      const recorded = new Promise<void>((resolve, reject) => {
        const run = this.imports
          .run(open(feed), {
            id,
            mode: options.mode,
            format: options.format,
            forceSwitch: options.forceSwitch,
            source: feed.kind === "file" ? `upload: ${feed.name}` : feed.url,
            bytesTotal: feed.kind === "file" ? feed.bytes : null,
            onStarted: resolve,
          })
          .then((result) => this.finished(result, feed, options.format))
          .catch(async (error: unknown) => {
            reject(error as Error);
            await discard(feed);
          });
        this.running.add(run);
        void run.finally(() => this.running.delete(run));
      });
      await recorded;
    } finally {
      this.starting = false;
    }
    return (await this.imports.read(id))!;
  }

  /**
   * Runs the refused full import `id` again, switching anyway. Null when its feed is no longer kept
   * (a later import replaced it, or it was refused in another instance or before a restart).
   */
  async switchAnyway(id: string): Promise<StockImport | null> {
    const kept = this.kept;
    if (kept?.id !== id) return null;
    this.kept = null;
    try {
      return await this.start(kept.feed, { mode: "full", format: kept.format, forceSwitch: true });
    } catch (error) {
      if (error instanceof ImportAlreadyRunning && kept.feed.kind === "url") this.kept = kept;
      throw error;
    }
  }

  private async refuse(feed: FeedToImport): Promise<never> {
    const running = await this.imports.running();
    await discard(feed);
    throw new ImportAlreadyRunning(running);
  }

  /** Waits for the imports running in this process (tests; a server closing), at most `waitMs`. */
  async settled(waitMs = CLOSE_WAIT_MS): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.running]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, waitMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  }

  private async finished(result: StockImport, feed: FeedToImport, format: FeedFormat): Promise<void> {
    if (result.refusal) this.kept = { id: result.id, feed, format };
    else await discard(feed);
  }
}

function open(feed: FeedToImport): Readable {
  return feed.kind === "file" ? createReadStream(feed.path) : lazyFeedUrl(feed.url);
}

/** Deletes an upload's file; a URL has nothing to delete. */
async function discard(feed: FeedToImport): Promise<void> {
  if (feed.kind === "file") await rm(feed.path, { force: true });
}
