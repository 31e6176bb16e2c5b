import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockKey } from "../../generated/contracts/block-types.ts";
import { defaultAppliers } from "../../generated/contracts/validators.ts";
import { replaceAt, valuesAt } from "../../model/page-document/field-paths.ts";

/**
 * Stored-XSS payloads for every HTML-bearing field. Each one, if it ever ran, would call `top.__xss(n)`
 * (n is its index): the browser test defines that function in every frame and asserts it was never
 * called. The corpus covers event handlers, script, javascript: and data: URLs, SVG and MathML,
 * iframes, style tricks, mutation XSS (markup that changes meaning when parsed twice), broken tags
 * and entity-encoded schemes.
 */
const TEMPLATES: readonly ((call: string) => string)[] = [
  (call) => `<img src=x onerror="${call}">`,
  (call) => `<img src="x" onerror=${call}//`,
  (call) => `<<img src=x onerror=${call}>>`,
  (call) => `<p onclick="${call}" onmouseover="${call}">hover me</p>`,
  (call) => `<span class="text-l" onmouseenter="${call}" style="display:block;height:40px">hover</span>`,
  (call) => `<details open ontoggle="${call}"><summary>x</summary></details>`,
  (call) => `<body onload="${call}">`,
  (call) => `<input autofocus onfocus="${call}">`,
  (call) => `<video><source onerror="${call}"></video>`,
  (call) => `<audio src=x onerror="${call}"></audio>`,
  (call) => `<svg onload="${call}"></svg>`,
  (call) => `<svg><script>${call}</script></svg>`,
  (call) => `<svg><animate onbegin="${call}" attributeName=x dur=1s></svg>`,
  (call) => `<svg><style><img src=x onerror="${call}"></style></svg>`,
  (call) => `<svg><a xlink:href="javascript:${call}"><text x=20 y=20>svg link</text></a></svg>`,
  (call) => `<math><mtext><table><mglyph><style><img src=x onerror="${call}"></style></mglyph></table></mtext></math>`,
  (call) => `<math><mi xlink:href="javascript:${call}">m</mi></math>`,
  (call) => `<noscript><p title="</noscript><img src=x onerror=${call}>"></noscript>`,
  (call) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${call}>`,
  (call) => `<!--<img src="--><img src=x onerror=${call}//">`,
  (call) => `<![CDATA[<img src=x onerror=${call}>]]>`,
  (call) => `<template><img src=x onerror="${call}"></template>`,
  (call) => `<textarea><img src=x onerror="${call}"></textarea>`,
  (call) => `<title><img src=x onerror="${call}"></title>`,
  (call) => `<xmp><img src=x onerror="${call}"></xmp>`,
  (call) => `<iframe srcdoc="<script>${call}</script>"></iframe>`,
  (call) => `<iframe src="javascript:${call}"></iframe>`,
  (call) => `<object data="javascript:${call}"></object>`,
  (call) => `<embed src="data:text/html,<script>${call}</script>">`,
  (call) => `<script>${call}</script>`,
  (call) => `<scr<script>ipt>${call}</script>`,
  (call) => `<a href="javascript:${call}">js link</a>`,
  (call) => `<a href="JaVaScRiPt:${call}">mixed case</a>`,
  (call) => `<a href=" javascript:${call}">leading space</a>`,
  (call) => `<a href="java&#x09;script:${call}">tab entity</a>`,
  (call) => `<a href="&#106;avascript:${call}">decimal entity</a>`,
  (call) => `<a href="data:text/html,<script>${call}</script>">data link</a>`,
  (call) => `<a href="//evil.example/x">protocol relative</a><a href="https://ok.example" onclick="${call}">ok</a>`,
  (call) => `<a href="vbscript:${call}">vb</a>`,
  (call) => `<form><button formaction="javascript:${call}">go</button></form>`,
  (call) => `<base href="javascript:/"><a href="/${call}">base</a>`,
  (call) => `<meta http-equiv="refresh" content="0;url=javascript:${call}">`,
  (call) => `<link rel=stylesheet href="javascript:${call}">`,
  (call) => `<style>@import 'javascript:${call}';</style>`,
  (call) => `<div style="background:url(javascript:${call})">styled</div>`,
  (call) => `<p style="width:expression(${call})">expression</p>`,
  (call) => `<marquee onstart="${call}">m</marquee>`,
  (call) => `"><img src=x onerror=${call}>`,
  (call) => `&lt;img src=x onerror=${call}&gt; stays text`,
  (call) => `<img src=x one&#114;ror=${call}>`,
  (call) => `<p>unclosed <b>bold <a href="/ok" title="x" onfocus="${call}" tabindex=1 autofocus>link`,
];

/**
 * The payloads, each calling `top.__xss(index)` if it ran: through `top`, a payload running in the
 * editor's canvas iframe (or an iframe it made) reports to the window the test watches.
 */
export const XSS_PAYLOADS: readonly string[] = TEMPLATES.map((template, index) => template(`top.__xss(${index})`));

export interface HtmlFieldCase {
  type: BlockKey;
  path: string;
}

/** Every HTML-bearing field of every block, from codegen's `blockMeta[type].htmlPaths`. */
export const HTML_FIELDS: readonly HtmlFieldCase[] = blockKeys.flatMap((type) =>
  blockMeta[type].htmlPaths.map((path) => ({ type, path })),
);

/**
 * The least a list item needs besides the HTML field, by list name: typed items say their type.
 * A new list whose items require more than that is added here.
 */
const ITEM_SEEDS: Readonly<Record<string, Record<string, unknown>>> = { content_items: { type: "html", html: "" } };

/**
 * `props` with every list and object on `path` present: an empty or missing list along the way gets one
 * item (its seed), so an HTML field the insert defaults leave out (a typed content item) is reached too.
 */
function withPath(props: Record<string, unknown>, path: string): Record<string, unknown> {
  const [segment, ...rest] = path.split(".");
  if (segment === undefined || rest.length === 0) return props;
  const isList = segment.endsWith("[]");
  const key = isList ? segment.slice(0, -2) : segment;
  const value = props[key];
  if (isList) {
    const items = Array.isArray(value) && value.length > 0 ? value : [{ ...ITEM_SEEDS[key] }];
    return {
      ...props,
      [key]: items.map((item: unknown) =>
        typeof item === "object" && item !== null ? withPath(item as Record<string, unknown>, rest.join(".")) : item,
      ),
    };
  }
  const holder = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  return { ...props, [key]: withPath(holder, rest.join(".")) };
}

/** A valid block of `type` (its insert defaults) with `html` in every value at `path`. */
export function blockWithHtml(
  field: HtmlFieldCase,
  id: string,
  html: string,
): { type: string; props: Record<string, unknown> } {
  const props = { ...structuredClone(blockMeta[field.type].insertDefaults), id } as Record<string, unknown>;
  defaultAppliers[field.type](props);
  const replaced = replaceAt(withPath(props, field.path), field.path, () => html);
  if (valuesAt(replaced, field.path).length === 0)
    throw new Error(`the insert defaults of ${field.type} hold no value at ${field.path}: extend blockWithHtml`);
  return { type: field.type, props: replaced };
}

/** A block with a slot, holding `nested` in its first slot and nothing in the others. */
function slotHolder(id: string, nested: unknown[]): { type: string; props: Record<string, unknown> } {
  const type = blockKeys.find((key) => blockMeta[key].slotPaths.length > 0);
  if (!type) throw new Error("no block has a slot");
  const props = { ...structuredClone(blockMeta[type].insertDefaults), id } as Record<string, unknown>;
  defaultAppliers[type](props);
  const slots = blockMeta[type].slotPaths.flatMap((path) => valuesAt(props, path));
  slots.forEach((slot, index) => (slot.holder[slot.key] = index === 0 ? nested : []));
  if (slots.length === 0) throw new Error(`the insert defaults of ${type} hold no slot: extend slotHolder`);
  return { type, props };
}

interface XssCase {
  /** The block's id. */
  id: string;
  field: HtmlFieldCase;
  payload: number;
}

export interface XssPage {
  document: { schemaVersion: 1; root: { props: Record<string, unknown> }; content: unknown[] };
  cases: XssCase[];
}

/**
 * How many fields share a page when `topLevel` is unlimited: each field brings two blocks per payload,
 * and a page holds at most 2,000 blocks, so the corpus is split into pages of this many fields.
 */
const FIELDS_PER_PAGE = 8;

/**
 * Pages carrying every payload in every HTML-bearing field. With `topLevel` unlimited, each payload
 * sits in each field twice, at the top level and nested in a slot, FIELDS_PER_PAGE fields a page. The editor draws only
 * the visible part of pages above 40 top-level blocks, so the browser test asks for at most `topLevel`
 * top-level blocks a page: one page per field, the payloads past that limit nested in a slot.
 */
export function xssPages(options: { topLevel: number; prefix: string }): XssPage[] {
  const unlimited = !Number.isFinite(options.topLevel);
  const pages: XssPage[] = [];
  const make = (fields: readonly HtmlFieldCase[]): XssPage => {
    const cases: XssCase[] = [];
    const top: unknown[] = [];
    const nested: unknown[] = [];
    for (const field of fields) {
      const fieldIndex = HTML_FIELDS.indexOf(field);
      XSS_PAYLOADS.forEach((payload, payloadIndex) => {
        const id = `${options.prefix}-${fieldIndex}-${payloadIndex}`;
        if (unlimited || top.length < options.topLevel) {
          top.push(blockWithHtml(field, id, payload));
          cases.push({ id, field, payload: payloadIndex });
        }
        if (unlimited || payloadIndex >= options.topLevel) {
          nested.push(blockWithHtml(field, `${id}-nested`, payload));
          cases.push({ id: `${id}-nested`, field, payload: payloadIndex });
        }
      });
    }
    const content = nested.length > 0 ? [...top, slotHolder(`${options.prefix}-holder`, nested)] : top;
    return { document: { schemaVersion: 1, root: { props: {} }, content }, cases };
  };
  if (unlimited)
    for (let start = 0; start < HTML_FIELDS.length; start += FIELDS_PER_PAGE)
      pages.push(make(HTML_FIELDS.slice(start, start + FIELDS_PER_PAGE)));
  else for (const field of HTML_FIELDS) pages.push(make([field]));
  return pages;
}

/**
 * Pages for the browser test of the editor, `fieldsPerPage` fields a page so that one editor load checks
 * many fields: each payload sits once in each field, the `topLevelPayloads` at the top level (where a
 * click opens them in the inspector) and the others nested in a slot. The editor draws every block of a
 * page up to 40 top-level blocks, so `fieldsPerPage` times the top-level payloads stays below that.
 */
export function editorXssPages(options: {
  prefix: string;
  fieldsPerPage: number;
  topLevelPayloads: readonly number[];
}): XssPage[] {
  if (options.fieldsPerPage * options.topLevelPayloads.length >= 40)
    throw new Error("more than 40 top-level blocks a page: the editor would draw only the visible part");
  const pages: XssPage[] = [];
  for (let start = 0; start < HTML_FIELDS.length; start += options.fieldsPerPage) {
    const cases: XssCase[] = [];
    const top: unknown[] = [];
    const nested: unknown[] = [];
    for (const field of HTML_FIELDS.slice(start, start + options.fieldsPerPage)) {
      const fieldIndex = HTML_FIELDS.indexOf(field);
      XSS_PAYLOADS.forEach((payload, payloadIndex) => {
        const atTop = options.topLevelPayloads.includes(payloadIndex);
        const id = `${options.prefix}-${fieldIndex}-${payloadIndex}${atTop ? "" : "-nested"}`;
        (atTop ? top : nested).push(blockWithHtml(field, id, payload));
        cases.push({ id, field, payload: payloadIndex });
      });
    }
    // Top-level blocks by payload, then field: neighbours are of other fields.
    const order = (block: unknown) => {
      const [field, payload] = (block as { props: { id: string } }).props.id.split("-").slice(-2).map(Number);
      return payload! * HTML_FIELDS.length + field!;
    };
    top.sort((a, b) => order(a) - order(b));
    const content = [...top, slotHolder(`${options.prefix}-${start}-holder`, nested)];
    pages.push({ document: { schemaVersion: 1, root: { props: {} }, content }, cases });
  }
  return pages;
}
