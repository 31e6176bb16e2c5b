/**
 * The Content-Security-Policy values of the product (docs/decisions/013-security-headers-and-csp-nonces.md),
 * in one place for the server's default headers, the editor and the public site.
 */
export type Directives = Readonly<Record<string, readonly string[]>>;

/** Directives as a header value, in the order given. */
function policyHeader(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * Everything that is not a page (JSON, assets, media, the sign-in pages' fallbacks): nothing runs,
 * nothing frames it. Sign-in pages have inline styles only.
 */
export const DEFAULT_DIRECTIVES: Directives = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'self'"],
};

/**
 * The editor (/cms, /admin). Its own module scripts carry the nonce; Puck's canvas is a same-origin
 * iframe that inherits this policy, so stored HTML drawn there cannot run scripts either. Puck and
 * the canvas inject <style> elements and style attributes: styles need 'unsafe-inline'.
 */
export function editorPolicy(nonce: string): string {
  return policyHeader({
    "default-src": ["'self'"],
    "script-src": [`'nonce-${nonce}'`, "'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "frame-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  });
}

/** A public site page: scripts only with the page's nonce, and what they load ('strict-dynamic'). */
export function sitePolicy(nonce: string): string {
  return policyHeader({
    "default-src": ["'self'"],
    "script-src": [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"],
    "style-src": ["'self'", "'unsafe-inline'", "https:"],
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'", "data:", "https:"],
    "connect-src": ["'self'", "https:"],
    "frame-src": ["'self'", "https:"],
    "media-src": ["'self'", "https:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  });
}
