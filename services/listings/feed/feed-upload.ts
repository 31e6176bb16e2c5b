import { createWriteStream } from "node:fs";
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * The largest feed an admin may upload (decision 136): a million-vehicle feed is a few hundred
 * megabytes; a larger one is imported from a URL or with `npm run import:stock`.
 */
const FEED_UPLOAD_MAX_BYTES = 1024 ** 3;

export class FeedUploadTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(
      `The feed is larger than ${Math.round(maxBytes / 1024 ** 2)} MB: import it from a URL or with npm run import:stock.`,
    );
  }
}

/**
 * Writes an uploaded feed to a file of its own in the temporary folder, so that the import runs after
 * the request has answered. The upload is cut off (and its file deleted) past `maxBytes`.
 */
export async function keepFeedUpload(
  body: Readable,
  maxBytes = FEED_UPLOAD_MAX_BYTES,
): Promise<{ path: string; bytes: number }> {
  const file = path.join(tmpdir(), `fc-feed-${randomUUID()}`);
  let bytes = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > maxBytes ? new FeedUploadTooLarge(maxBytes) : null, chunk);
    },
  });
  try {
    await pipeline(body, cap, createWriteStream(file, { flags: "wx", mode: 0o600 }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { path: file, bytes };
}
