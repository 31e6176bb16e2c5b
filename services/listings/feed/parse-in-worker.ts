import { Worker } from "node:worker_threads";
import type { ParsedBatch, ParseSettings } from "./feed-batches.ts";

/** The feed's bytes are handed to the worker in messages of at least this many (the last may be smaller). */
const MESSAGE_BYTES = 1 << 20;

type Outbound = { type: "need" } | { type: "batch"; batch: ParsedBatch } | { type: "done" };

/**
 * The worker's entry, wherever this code runs (decision 094). From the TypeScript source (tsx, vitest)
 * this module is a `.ts` file: the worker starts from feed-worker-source.mjs, which registers tsx.
 * From a Vite bundle (dist/server, dist/bench) this code is in a `.js` chunk beside `feed-worker.js`,
 * which vite.config.ts emits as its own entry in every server-side build.
 */
function workerEntry(): URL {
  return import.meta.url.endsWith(".ts")
    ? new URL("./feed-worker-source.mjs", import.meta.url)
    : new URL("./feed-worker.js", import.meta.url);
}

/**
 * The feed's batches, parsed, checked and shaped in a worker thread (feed-worker.ts) so that this
 * thread only reads bytes and writes batches to the database: the two overlap on two cores. The
 * worker asks for the input a chunk at a time and posts at most one batch ahead of the one being
 * taken, so memory stays two batches whatever the feed's size. A failure of either side ends the
 * iteration with that error and the worker is stopped.
 */
export async function* parseInWorker(
  input: AsyncIterable<Uint8Array | string>,
  settings: ParseSettings,
): AsyncGenerator<ParsedBatch> {
  // A larger young generation: parsing allocates a few short-lived objects per field, and with the
  // default semi-spaces the scavenger took a seventh of the worker's time (decision 097).
  const worker = new Worker(workerEntry(), { workerData: settings, resourceLimits: { maxYoungGenerationSizeMb: 96 } });
  const reader = input[Symbol.asyncIterator]();
  const batches: ParsedBatch[] = [];
  let done = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const fail = (error: unknown) => {
    failure ??= error instanceof Error ? error : new Error(String(error));
    notify();
  };
  let ended = false;
  let endSent = false;
  const send = async () => {
    try {
      // At least a mebibyte a message: a file is read 64 KiB at a time, and a message per read cost
      // the worker a tenth of its time in postMessage.
      const parts: Uint8Array[] = [];
      let bytes = 0;
      while (!ended && bytes < MESSAGE_BYTES) {
        const next = await reader.next();
        if (next.done) ended = true;
        else {
          const part = typeof next.value === "string" ? Buffer.from(next.value) : next.value;
          parts.push(part);
          bytes += part.byteLength;
        }
      }
      // Copied (concat, or the clone of one part), not transferred: a stream's chunk may share its memory.
      if (parts.length > 0)
        worker.postMessage({ type: "chunk", chunk: parts.length === 1 ? parts[0] : Buffer.concat(parts) });
      if (ended && !endSent) {
        endSent = true;
        worker.postMessage({ type: "end" });
      }
    } catch (error) {
      fail(error);
    }
  };
  worker.on("message", (message: Outbound) => {
    if (message.type === "need") void send();
    else if (message.type === "batch") batches.push(message.batch);
    else done = true;
    notify();
  });
  worker.on("error", fail);
  worker.on("exit", (code) => {
    if (!done) fail(new Error(`the feed parser's worker stopped (exit code ${code})`));
  });
  try {
    for (;;) {
      if (failure) throw failure;
      const batch = batches.shift();
      if (batch) {
        yield batch;
        worker.postMessage({ type: "ack" });
      } else if (done) return;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    await worker.terminate();
    await reader.return?.();
  }
}
