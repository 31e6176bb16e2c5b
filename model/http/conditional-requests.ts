/**
 * True when an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for
 * If-None-Match; an encoding suffix like `-br` on either side is ignored, the body being the same).
 * Shared by the JSON ETags (services/http/etag.ts) and the site's cached pages (renderer/site).
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = (tag: string): string =>
    tag
      .trim()
      .replace(/^W\//, "")
      .replace(/-(br|gzip)"$/, '"');
  const wanted = bare(etag);
  return header.split(",").some((tag) => bare(tag) === wanted);
}
