/**
 * The stock feed parser's worker thread (decision 094): reads the feed's bytes as the main thread
 * hands them over, parses, checks and shapes them (feed-batches.ts) and posts each batch of staging
 * rows back, while the main thread writes the previous batch to the database. Started by
 * parse-in-worker.ts; built as its own entry beside the server and bench bundles (vite.config.ts).
 *
 * Messages: main -> worker `chunk` (feed bytes), `end`, `ack` (a batch was taken);
 * worker -> main `need` (send the next chunk), `batch`, `done`.
 */
import { parentPort, workerData } from "node:worker_threads";
import { feedBatches, type ParseSettings } from "./feed-batches.ts";

type Inbound = { type: "chunk"; chunk: Uint8Array } | { type: "end" } | { type: "ack" };

const port = parentPort!;
const chunks: Inbound[] = [];
let acks = 0;
let wake: (() => void) | null = null;
port.on("message", (message: Inbound) => {
  if (message.type === "ack") acks++;
  else chunks.push(message);
  wake?.();
  wake = null;
});
const wait = () => new Promise<void>((resolve) => (wake = resolve));

/** The feed's bytes: the next chunk is asked for as soon as one arrives, so one is always on its way. */
async function* input(): AsyncGenerator<Buffer> {
  port.postMessage({ type: "need" });
  for (;;) {
    while (chunks.length === 0) await wait();
    const message = chunks.shift()!;
    if (message.type !== "chunk") return;
    port.postMessage({ type: "need" });
    yield Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength);
  }
}

// One batch posted and not yet taken at most: the main thread holds it while it writes the one before.
let posted = 0;
for await (const batch of feedBatches(input(), workerData as ParseSettings)) {
  while (acks < posted) await wait();
  const transfer = batch.copy ? [batch.copy.vehicles.buffer, batch.copy.publications.buffer] : [];
  port.postMessage({ type: "batch", batch }, transfer as ArrayBuffer[]);
  posted++;
}
port.postMessage({ type: "done" });
