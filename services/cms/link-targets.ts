/**
 * Where a page record may send a visitor. A redirect or link answers with a Location header at once,
 * with no publish step, so its target must be exactly what it claims: a path on this site, or an
 * absolute http(s) URL when the page is explicitly an external link. The same rules cover the
 * record's other URLs (canonical URL, external meta image) and run again when the site answers a
 * redirect, for rows stored before they existed.
 */

// Whitespace (CR/LF included), backslashes (browsers read `/\host` as `//host`) and control characters.
const UNSAFE = /[\s\\\u0000-\u001f\u007f]/;

/** Null when `value` is a path on this site; otherwise what is wrong with it. */
export function sitePathProblem(value: string): string | null {
  if (!value.startsWith("/")) return "must be a path on this site, starting with /";
  if (value.startsWith("//")) return "must be a path on this site: //... leaves the site";
  if (UNSAFE.test(value)) return "must not contain spaces, backslashes or control characters";
  return null;
}

/** Null when `value` is an absolute http or https URL with a host; otherwise what is wrong with it. */
export function absoluteUrlProblem(value: string): string | null {
  if (!/^https?:\/\/[^/?#]/.test(value)) return "must be an absolute http or https URL (https://...)";
  if (UNSAFE.test(value)) return "must not contain spaces, backslashes or control characters";
  try {
    new URL(value);
  } catch {
    return "is not a valid URL";
  }
  return null;
}

/** A path on this site or an absolute http(s) URL. */
export function pathOrUrlProblem(value: string): string | null {
  return value.startsWith("/") ? sitePathProblem(value) : absoluteUrlProblem(value);
}

/** Where a redirect or link page sends a visitor, or null when it must not send anyone anywhere. */
export function redirectTarget(page: {
  link_type: string;
  to: string | null;
  redirect_path: string | null;
}): { location: string } | { problem: string } | null {
  if (page.link_type === "external") {
    if (!page.to) return null;
    const problem = absoluteUrlProblem(page.to);
    return problem ? { problem: `to ${problem}` } : { location: page.to };
  }
  if (page.link_type !== "internal") {
    if (!page.to) return null;
    const problem = pathOrUrlProblem(page.to);
    return problem ? { problem: `to ${problem}` } : { location: page.to };
  }
  if (!page.redirect_path) return null;
  const problem = sitePathProblem(page.redirect_path);
  return problem ? { problem: `redirect_path ${problem}` } : { location: page.redirect_path };
}
