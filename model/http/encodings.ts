/**
 * Content encodings of answers (docs/decisions/014 and 165): which one a request accepts and the
 * Brotli qualities, shared by the compression plugin (JSON) and the site (pages, compressed whole).
 */

/** Encodings answers are sent in besides identity, in order of preference. */
export type ContentEncoding = "br" | "gzip";

/**
 * Brotli quality of what is compressed for one answer (a page rendered for one visitor, JSON).
 * Measured on the demo home (67 KB) and stock (135 KB) pages (decision 165): quality 4 costs about
 * 2 ms and gives 15.0 / 18.8 KB; 5 costs 20-40% more for 7% fewer bytes; 3 half as much for 5% more.
 */
export const ON_THE_FLY_BROTLI_QUALITY = 4;

/**
 * Brotli quality of a page kept in the HTML cache: compressed once, then sent many times. Quality 6
 * costs about 3 ms on the home page; 11 would take about 160 ms of the event loop for each new entry
 * for 11% fewer bytes (decision 014).
 */
export const STORED_BROTLI_QUALITY = 6;

/** Bodies shorter than this (in characters) are sent as they are: the headers would eat the saving. */
export const COMPRESSION_THRESHOLD = 1024;

/** The encoding to answer an Accept-Encoding header with: Brotli, else gzip, else none (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  let gzip = false;
  for (const part of header.split(",")) {
    const [name = "", q] = part.split(";");
    if (q && /^\s*q=0(\.0*)?\s*$/.test(q)) continue;
    const coding = name.trim().toLowerCase();
    if (coding === "br") return "br";
    if (coding === "gzip") gzip = true;
  }
  return gzip ? "gzip" : null;
}
