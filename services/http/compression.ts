import compress from "@fastify/compress";
import { constants } from "node:zlib";
import type { FastifyInstance } from "fastify";

/**
 * Quality of Brotli compressed on the fly (JSON, HTML that is not cached). Measured on the 57 KB
 * benchmark page (decision 014): quality 4 takes about 1.4 ms and gives 7.9 KB, the default 11 takes
 * about 160 ms for 6.4 KB, a hundred times the render it would follow.
 */
const ON_THE_FLY_BROTLI_QUALITY = 4;

/** Bodies smaller than this are sent as they are: the headers would eat the saving. */
const COMPRESSION_THRESHOLD = 1024;

/** Brotli and gzip for HTML and JSON answered by routes; built assets are precompressed instead. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
  });
}
