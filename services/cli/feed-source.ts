import { createReadStream, statSync } from "node:fs";
import { Readable } from "node:stream";
import type { ReadableStream } from "node:stream/web";
import { outboundFetch } from "../foundation/outbound-http.ts";

/** A million-vehicle feed is a few hundred megabytes: the cap stops an endless answer, not a real feed. */
const FEED_MAX_BYTES = 4 * 1024 ** 3;
/** A feed is read as fast as the import writes it: allow hours, not forever. */
const FEED_TIMEOUT_MS = 2 * 60 * 60_000;

/**
 * The feed `npm run import:stock` reads: a file, or an http(s) URL fetched under the outbound policy
 * (decision 119; a URL on this machine or a private network needs OUTBOUND_ALLOW_HOSTS), with its size
 * when known (for the progress bar).
 */
export async function openFeedSource(source: string): Promise<{ input: Readable; bytesTotal: number | null }> {
  if (/^https?:\/\//i.test(source)) {
    const response = await outboundFetch(source, { timeoutMs: FEED_TIMEOUT_MS, maxBytes: FEED_MAX_BYTES });
    if (!response.ok || !response.body) throw new Error(`${source} answered ${response.status}`);
    const length = Number(response.headers.get("content-length"));
    return {
      input: Readable.fromWeb(response.body as ReadableStream<Uint8Array>),
      bytesTotal: Number.isFinite(length) && length > 0 ? length : null,
    };
  }
  return { input: createReadStream(source), bytesTotal: statSync(source).size };
}
