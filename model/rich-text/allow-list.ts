/**
 * The HTML a rich-text field may hold, shared by the server's sanitiser (sanitize-html, on every
 * write and on publish) and the editor's (DOMPurify, before any stored HTML enters the DOM), so the
 * editor shows exactly what the site will show. Everything else is dropped (tags, attributes) or
 * escaped (text).
 */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sup",
  "sub",
  "a",
  "ul",
  "ol",
  "li",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "span",
  "small",
] as const;

/** Attributes by tag; no other tag keeps any attribute. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "target", "rel", "title"],
  span: ["class"],
  p: ["class"],
};

/** Class names kept per tag, as prefixes (`text-` keeps `text-large`); other classes are dropped. */
export const RICH_TEXT_CLASS_PREFIXES: Readonly<Record<string, readonly string[]>> = { span: ["text-"], p: ["text-"] };

/**
 * Tags dropped together with everything inside them: script and style text must never surface as
 * visible text, and markup inside raw-text elements (textarea, xmp, noscript...) must not come back
 * as live markup or as text either.
 */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "title",
  "iframe",
  "xmp",
  "noembed",
  "noframes",
  "template",
  "svg",
  "math",
] as const;

/** Schemes an `href` may use; relative URLs (`/path`, `#anchor`) are kept, protocol-relative ones (`//host`) are not. */
export const RICH_TEXT_SCHEMES = ["http", "https", "mailto", "tel"] as const;

/** True when an `href` may stay: a relative URL on this site or one of the allowed schemes. */
export function isAllowedHref(href: string): boolean {
  // Browsers ignore tabs and newlines inside URLs and trim spaces and control characters around them.
  const url = href.replace(/[\u0000-\u0020\u007f]+/g, "").toLowerCase();
  if (url.startsWith("//") || url.startsWith("/\\") || url.startsWith("\\")) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
  if (scheme === undefined) return !url.includes(":") || /^[^:]*[/?#]/.test(url);
  return (RICH_TEXT_SCHEMES as readonly string[]).includes(scheme);
}
