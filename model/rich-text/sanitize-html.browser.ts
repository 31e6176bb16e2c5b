import DOMPurify, { type Config } from "dompurify";
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_CLASS_PREFIXES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_TAGS,
  isAllowedHref,
} from "./allow-list.ts";
import { escapeHtml } from "../html/escape-html.ts";
import { sanitizeRichText } from "./sanitize-html.ts";

const ALL_ATTRIBUTES = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: ALL_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Parse as the markup is used, inside an element of the body: a leading <noscript> or <style> would
  // otherwise be read in the document head, where it means something else than on the page.
  FORCE_BODY: true,
  // As the server does: these go with everything inside them (DOMPurify's own list stays in force too).
  ADD_FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** DOMPurify bound to this window, with the per-tag rules of the shared allow-list as hooks. */
function purifierOf(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook("uponSanitizeAttribute", (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (!(RICH_TEXT_ATTRIBUTES[tag] ?? []).includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    if (data.attrName === "href" && !isAllowedHref(data.attrValue)) data.keepAttr = false;
    if (data.attrName === "class") {
      const prefixes = RICH_TEXT_CLASS_PREFIXES[tag] ?? [];
      const kept = data.attrValue
        .split(/\s+/)
        .filter((name) => name !== "" && prefixes.some((prefix) => name.startsWith(prefix)));
      if (kept.length === 0) data.keepAttr = false;
      else data.attrValue = kept.join(" ");
    }
  });
  instance.addHook("afterSanitizeAttributes", (node) => {
    // As the server does: a link that opens a new window never hands it this window.
    if (node.nodeName.toLowerCase() === "a" && node.getAttribute("target") === "_blank")
      node.setAttribute("rel", "noopener noreferrer");
  });
  purifier = instance;
  return instance;
}

/**
 * Stored rich text made safe in the browser, with the allow-list the server's sanitiser uses. The
 * editor runs every stored HTML value through it before it reaches the DOM: a row written around the
 * API must not run script in an admin's browser.
 *
 * First the server's sanitiser (sanitize-html.ts), which works on the string: no browser parser
 * ever sees the stored markup, not even DOMPurify's inert document, where Chromium still compiles an
 * `onerror` against the page's policy (a CSP violation per handler: decision 182). Then DOMPurify,
 * on what that left: a browser reads markup as the site's visitors' browsers will, so markup that would
 * change meaning when parsed again (mutation XSS) is caught here too.
 */
export function sanitizeRichTextInBrowser(html: string): string {
  const instance = purifierOf();
  // DOMPurify hands back its input untouched where it cannot run; then show the markup as text.
  if (!instance.isSupported) return escapeHtml(html);
  return instance.sanitize(sanitizeRichText(withoutCdata(html)), { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}

/**
 * A browser reads `<![CDATA[...]]>` in HTML as a comment that ends at the first `>`, leaving the rest
 * (`]]>` at least) as text; the server's parser drops the section whole. Dropping it here first makes
 * the editor's previews show what the site shows.
 */
function withoutCdata(html: string): string {
  return html.replace(/<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/gi, "");
}
