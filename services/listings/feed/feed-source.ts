import { createReadStream, statSync } from "node:fs";
import { Readable } from "node:stream";
import type { ReadableStream } from "node:stream/web";
import { outboundFetch } from "../../foundation/outbound-http.ts";
import type { FeedFormat } from "./feed-records.ts";

/** A million-vehicle feed is a few hundred megabytes: the cap stops an endless answer, not a real feed. */
const FEED_MAX_BYTES = 4 * 1024 ** 3;
/** A feed is read as fast as the import writes it: allow hours, not forever. */
const FEED_TIMEOUT_MS = 2 * 60 * 60_000;

/** Whether a string names an http(s) URL rather than a file. */
function isFeedUrl(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

/** A feed's format from its file name or URL path: `.csv` is CSV, anything else NDJSON. */
export function feedFormatOf(source: string): FeedFormat {
  const path = isFeedUrl(source) ? new URL(source).pathname : source;
  return /\.csv$/i.test(path) ? "csv" : "ndjson";
}

/**
 * A feed URL fetched under the outbound policy (decision 119: a URL on this machine or a private network
 * needs OUTBOUND_ALLOW_HOSTS), with its size when the answer declares it (for the progress bar).
 */
async function fetchFeed(url: string): Promise<{ input: Readable; bytesTotal: number | null }> {
  const response = await outboundFetch(url, { timeoutMs: FEED_TIMEOUT_MS, maxBytes: FEED_MAX_BYTES });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const length = Number(response.headers.get("content-length"));
  return {
    input: Readable.fromWeb(response.body as ReadableStream<Uint8Array>),
    bytesTotal: Number.isFinite(length) && length > 0 ? length : null,
  };
}

/**
 * A feed URL as a stream that fetches on first read: the import is recorded first, so a URL that
 * cannot be reached (refused by the policy, a 404, a timeout) ends that import as failed with the reason.
 */
export function lazyFeedUrl(url: string): Readable {
  return Readable.from(
    (async function* () {
      const { input } = await fetchFeed(url);
      for await (const chunk of input) yield chunk as Buffer;
    })(),
    { objectMode: false },
  );
}

/** The feed `npm run import:stock` reads: a file, or an http(s) URL, with its size when known. */
export async function openFeedSource(source: string): Promise<{ input: Readable; bytesTotal: number | null }> {
  if (isFeedUrl(source)) return fetchFeed(source);
  return { input: createReadStream(source), bytesTotal: statSync(source).size };
}
