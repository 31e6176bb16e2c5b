import compress from "@fastify/compress";
import { constants } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { COMPRESSION_THRESHOLD, ON_THE_FLY_BROTLI_QUALITY } from "../../model/http/encodings.ts";

/**
 * Answers up to this size are compressed in one call. The plugin's default on a 2-core host is 8 KiB:
 * anything larger went through a zlib stream, whose plumbing cost about three times the encoding
 * itself (decision 165). A megabyte of JSON takes a few milliseconds at quality 4.
 */
const ONE_CALL_LIMIT = 4 * 1024 * 1024;

/**
 * Brotli and gzip for JSON and other answers of routes; built assets are precompressed instead, and
 * the site's pages are compressed whole by the site itself (renderer/site/site-plugin.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: ONE_CALL_LIMIT,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
  });
}
