import { islandPreloads, pageStylesheets, type PageIsland, type SiteAssets } from "./assets.ts";
import { headHtml, withSiteMeta, type HeadInfo } from "./head.ts";
import { escapeHtml } from "../../model/html/escape-html.ts";
import type { SiteMetaTag, SiteMetahead, ThemeKey } from "../../model/site/site-data.ts";
import type { TextDirection } from "../../model/i18n/locales.ts";
import {
  UI_DICTIONARY_SCRIPT_ID,
  deltaForIslands,
  dictionaryDelta,
  flattenUiStrings,
  type UiDictionary,
} from "../../model/i18n/ui-dictionary.ts";
import { UI_STRINGS_EN } from "../../model/i18n/ui-strings.ts";

/**
 * Every built-in English string, the base of what a page embeds: the islands bundle has the common
 * ones, and a block with its own strings (the order journey's) has those in its chunk (decision 186).
 */
const BUILT_IN_ENGLISH: UiDictionary = flattenUiStrings(UI_STRINGS_EN);
import { jsonForScript } from "../primitives/json-script.ts";
import { INTERACTION_HYDRATION, interactionLoaderScript } from "../islands/interaction-loader.ts";
import { CONSENT_PENDING_CHECK, OBLIGATORY_SCOPE, type ConsentScope } from "../../model/consent/index.ts";

interface DocumentParts {
  head: HeadInfo;
  /** Resource hints React produced while rendering the body. */
  headTags?: string;
  body: string;
  theme: ThemeKey;
  /** The page's language and writing direction: `<html lang dir>`. */
  locale?: { code: string; dir: TextDirection };
  assets: SiteAssets;
  /** The islands on this page; none means the page loads no JavaScript at all. */
  islands: readonly PageIsland[];
  /** Source paths of the stylesheets this page needs besides the shell's (its blocks', its route's). */
  stylesheets?: Iterable<string>;
  /** Site-wide meta tags (the `meta` setting). */
  metaTags?: readonly SiteMetaTag[];
  /** The metaheads of this page (global ones included), in sequence order. */
  metaheads?: readonly SiteMetahead[];
  /** The CSP nonce of the response: every script the site or an admin put there carries it. */
  nonce?: string;
  /**
   * Cookie consent is configured: script metaheads of an optional scope are written inert, and the
   * consent banner's script (linked here) runs them once the visitor grants their scope.
   */
  consentGated?: boolean;
  /** The page's UI strings (key -> text), embedded for its islands; resolved on the server (decision 116). */
  uiStrings?: { dictionary: UiDictionary; isDefaultLocale: boolean };
}

/** ` nonce="..."`, or nothing without a nonce. */
function nonceAttribute(nonce: string | undefined): string {
  return nonce ? ` nonce="${escapeHtml(nonce)}"` : "";
}

/** Gives every <script> opening tag of an admin's HTML the response's nonce (inline handlers still do not run). */
function withScriptNonces(html: string, nonce: string | undefined): string {
  return nonce ? html.replace(/<script(?=[\s>\/])/gi, `<script${nonceAttribute(nonce)}`) : html;
}

/**
 * One metahead as HTML: styles (css, and the compiled sass and scss) in <style>, javascript inline,
 * js-src as an external script, html as it is. An admin's code may contain anything; only the closing
 * tag of its own element is neutralised, so it cannot end the element early.
 */
function metaheadHtml(metahead: SiteMetahead, nonce?: string, consentGated = false): string {
  const id = escapeHtml(metahead.id);
  const scope = consentGated && needsConsent(metahead.consentScope) ? escapeHtml(metahead.consentScope) : null;
  if (scope !== null) return inertMetaheadHtml(metahead, id, scope, nonce);
  switch (metahead.language) {
    case "css":
    case "sass":
    case "scss":
      return `<style data-metahead="${id}">${metahead.content.replace(/<\/(style)/gi, "<\\/$1")}</style>`;
    case "javascript":
      return `<script data-metahead="${id}"${reloadAttribute(metahead)}${nonceAttribute(nonce)}>${metahead.content.replace(/<\/(script)/gi, "<\\/$1")}</script>`;
    case "js-src":
      return `<script data-metahead="${id}"${reloadAttribute(metahead)}${nonceAttribute(nonce)} src="${escapeHtml(metahead.content)}"></script>`;
    case "html":
      return withScriptNonces(metahead.content, nonce);
  }
}

const RELOAD_ATTRIBUTE = "data-reload-each-page";

function reloadAttribute(metahead: SiteMetahead): string {
  return metahead.reloadOnEachPage ? ` ${RELOAD_ATTRIBUTE}` : "";
}

/**
 * reload_on_each_page on a server-rendered site (decision 053): every navigation loads the page, so
 * every metahead runs on every page anyway, except when the browser shows a page again from its
 * back/forward cache (no load, no script runs). This small inline script, only on pages with such a
 * metahead, runs those scripts again then, as the original single-page app did on each route change.
 * Each copy carries the response's nonce (and 'strict-dynamic' trusts what a nonce'd script inserts).
 */
const RERUN_ON_PAGESHOW =
  `addEventListener("pageshow",function(e){if(!e.persisted)return;` +
  `document.querySelectorAll("script[${RELOAD_ATTRIBUTE}]:not([type='text/plain'])").forEach(function(o){` +
  `var n=document.createElement("script");for(var i=0;i<o.attributes.length;i++)n.setAttribute(o.attributes[i].name,o.attributes[i].value);` +
  `n.nonce=o.nonce;n.text=o.text;o.replaceWith(n)})})`;

/** A scope other than none and the obligatory C0001 waits for the visitor's consent. */
function needsConsent(scope: ConsentScope | null): scope is ConsentScope {
  return scope !== null && scope !== OBLIGATORY_SCOPE;
}

/**
 * A script metahead waiting for consent: a script of type text/plain (neither run nor fetched, its
 * URL in data-src) or, for HTML, a <template> (inert: no script runs, no image or frame loads). The
 * consent runtime (renderer/site/consent/consent-runtime.ts) brings them to life once granted.
 */
function inertMetaheadHtml(metahead: SiteMetahead, id: string, scope: string, nonce?: string): string {
  const attributes = `data-metahead="${id}" data-consent-scope="${scope}"`;
  switch (metahead.language) {
    case "css":
    case "sass":
    case "scss":
      return metaheadHtml({ ...metahead, consentScope: null }, nonce);
    case "javascript":
      return `<script type="text/plain" ${attributes}${nonceAttribute(nonce)}>${metahead.content.replace(/<\/(script)/gi, "<\\/$1")}</script>`;
    case "js-src":
      return `<script type="text/plain" ${attributes}${nonceAttribute(nonce)} data-src="${escapeHtml(metahead.content)}"></script>`;
    case "html":
      return `<template ${attributes}>${withScriptNonces(metahead.content.replace(/<\/(template)/gi, "<\\/$1"), nonce)}</template>`;
  }
}

/**
 * The runtime's fetch priority: low when no island of the page hydrates on load. Its islands wait
 * until they are seen or the browser is idle, so the runtime (React DOM inside, 70 KB compressed)
 * need not compete with the stylesheets and the largest image for the first paint, as islandPreloads
 * leaves those islands' chunks out (decision 192: on the islands fixture page Lighthouse's mobile
 * simulation counted it against the first paint).
 */
function runtimePriority(islands: readonly PageIsland[]): string {
  return islands.some((island) => island.hydrate === "load") ? "" : ' fetchpriority="low"';
}

/** The HTML document around the server-rendered body. */
export function documentHtml({
  head,
  headTags = "",
  body,
  theme,
  locale = { code: "en", dir: "ltr" },
  assets,
  islands,
  stylesheets = [],
  metaTags = [],
  metaheads = [],
  nonce,
  consentGated = false,
  uiStrings,
}: DocumentParts): string {
  const styles =
    assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("") +
    pageStylesheets(assets, stylesheets)
      .map((sheet) =>
        sheet.inline !== undefined
          ? `<style data-href="${escapeHtml(sheet.href)}">${sheet.inline}</style>`
          : `<link rel="stylesheet" href="${escapeHtml(sheet.href)}">`,
      )
      .join("");
  let scripts = "";
  if (islands.length > 0 && assets.islandsEntry) {
    // The islands' UI strings, once per page (not executed, so no nonce): decision 116; only what
    // differs from the English strings the islands have (decision 178), and only the keys of this
    // page's islands (decision 186: no order-journey texts on a page without the journey).
    const delta = uiStrings
      ? deltaForIslands(
          dictionaryDelta(uiStrings.dictionary, BUILT_IN_ENGLISH),
          islands.map((island) => island.type),
        )
      : null;
    const strings = delta
      ? `<script type="application/json" id="${UI_DICTIONARY_SCRIPT_ID}" data-default-locale="${String(uiStrings!.isDefaultLocale)}">${jsonForScript(delta)}</script>`
      : "";
    scripts =
      strings +
      islandPreloads(assets, islands)
        .map((href) => `<link rel="modulepreload"${nonceAttribute(nonce)} href="${escapeHtml(href)}">`)
        .join("") +
      (islands.some((island) => island.hydrate !== INTERACTION_HYDRATION)
        ? `<script type="module"${nonceAttribute(nonce)}${runtimePriority(islands)} src="${escapeHtml(assets.islandsEntry)}"></script>`
        : // Only islands that wait for the visitor: the runtime loads at the first interaction (decision 191).
          `<script${nonceAttribute(nonce)}>${interactionLoaderScript(assets.islandsEntry)}</script>`);
  }
  // The consent banner's script, not an island: no React on a page of static blocks (decision 191).
  if (consentGated && assets.consentEntry)
    scripts += `<script type="module"${nonceAttribute(nonce)} src="${escapeHtml(assets.consentEntry)}"></script>`;
  // Metaheads come after the site's own styles and scripts, so their CSS overrides the theme.
  let headMetaheads = "";
  let bodyMetaheads = "";
  for (const metahead of metaheads) {
    if (metahead.inBody) bodyMetaheads += metaheadHtml(metahead, nonce, consentGated);
    else headMetaheads += metaheadHtml(metahead, nonce, consentGated);
  }
  if (metaheads.some((metahead) => metahead.reloadOnEachPage && /^(javascript|js-src)$/.test(metahead.language)))
    bodyMetaheads += `<script${nonceAttribute(nonce)}>${RERUN_ON_PAGESHOW}</script>`;
  // Before the first paint (after the error buffer, which listens first): whether the server-drawn
  // consent banner shows (decision 182).
  const consentCheck = consentGated ? `<script${nonceAttribute(nonce)}>${CONSENT_PENDING_CHECK}</script>` : "";
  return (
    `<!doctype html><html lang="${escapeHtml(locale.code)}" dir="${locale.dir}" data-theme="${theme}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">${headHtml(withSiteMeta(head, metaTags))}${headTags}${consentCheck}${styles}` +
    `<link rel="icon" href="data:,">${headMetaheads}</head><body>${body}${scripts}${bodyMetaheads}</body></html>`
  );
}

/** The bare page sent when even the error page fails to render: a message and a link home, no styles or scripts. */
export const ERROR_PAGE_FAILURE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body>' +
  '<p>An error occurred while showing the error page</p><p><a href="/">Go back to home</a></p></body></html>';
