import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The browser files a page links to, resolved from Vite's build manifest. */
export interface SiteAssets {
  /** Stylesheet hrefs for every page (the site shell's). */
  styles: string[];
  /** Source path -> the stylesheets a page takes only when it needs them (blocks, showroom). */
  stylesheets?: Record<string, Stylesheet>;
  /**
   * CSP sources (`'sha256-...'`) of every stylesheet that may be inlined, for a `style-src` that
   * allows them without `'unsafe-inline'`.
   */
  inlineStyleHashes?: string[];
  /** The islands runtime, loaded only by pages with interactive blocks. */
  islandsEntry: string | null;
  /** The consent banner's script (no React), loaded by pages where consent is configured. */
  consentEntry?: string | null;
  /** Block key -> the chunks to preload when the page has that island. */
  islandChunks: Record<string, string[]>;
}

/** A stylesheet of the build: its URL, and its text when it is small enough to inline. */
export interface Stylesheet {
  href: string;
  inline?: string;
}

/** An island the page rendered: its type (block key or `shell:<name>`) and when it hydrates. */
export interface PageIsland {
  type: string;
  hydrate: "load" | "idle" | "visible" | "interaction";
}

/**
 * The chunks a page preloads: only those of islands that hydrate as soon as the runtime runs. An
 * `idle` or `visible` island's chunk is fetched by the runtime when the island is due, so it does not
 * compete for bandwidth with what the first paint needs (in Lighthouse's mobile simulation every
 * preload started before the first paint delays it).
 */
export function islandPreloads(assets: SiteAssets, islands: readonly PageIsland[]): string[] {
  const preloads = new Set<string>();
  for (const island of islands) {
    if (island.hydrate !== "load") continue;
    for (const chunk of assets.islandChunks[island.type] ?? []) preloads.add(chunk);
  }
  return [...preloads];
}

/** The stylesheets a page needs besides the shell's, in a stable order (cache-friendly HTML). */
export function pageStylesheets(assets: SiteAssets, sources: Iterable<string>): Stylesheet[] {
  return [...new Set(sources)]
    .sort()
    .map((source) => assets.stylesheets?.[source])
    .filter((sheet): sheet is Stylesheet => sheet !== undefined);
}

export const NO_ASSETS: SiteAssets = { styles: [], stylesheets: {}, islandsEntry: null, islandChunks: {} };

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * A page's own stylesheets (its blocks', its route's) up to this size go inline in <head>: one request
 * fewer before the first paint, for about 1 KB gzipped of HTML each. Larger ones (the stock locator's,
 * the showroom's) and the shell's, which every page shares, stay cached files. Measured in decision 016.
 */
export const INLINE_STYLESHEET_MAX_BYTES = 4096;

export const ISLANDS_ENTRY_SOURCE = "renderer/islands/client.tsx";
const CONSENT_ENTRY_SOURCE = "renderer/site/consent/consent-client.ts";
export const SITE_STYLES_SOURCE = "renderer/site/styles/site.css";

/**
 * A chunk's file and every chunk it imports statically, however deep (the islands runtime aside, which
 * the page loads anyway): preloading them all saves the browser discovering them one level at a time.
 */
function staticImportsOf(source: string, manifest: Record<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || key === ISLANDS_ENTRY_SOURCE || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return [...files];
}

/** Reads `<clientDir>/.vite/manifest.json`; without a build, pages render without assets. */
export function loadSiteAssets(clientDir: string, publicBase = "/"): SiteAssets {
  const file = path.join(clientDir, ".vite", "manifest.json");
  if (!existsSync(file)) return NO_ASSETS;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const url = (name: string): string => `${publicBase}${name}`;
  const styles = manifest[SITE_STYLES_SOURCE]?.file ? [url(manifest[SITE_STYLES_SOURCE].file)] : [];
  const entry = manifest[ISLANDS_ENTRY_SOURCE];
  const islandChunks: Record<string, string[]> = {};
  const stylesheets: Record<string, Stylesheet> = {};
  for (const [source, chunk] of Object.entries(manifest)) {
    if (source.endsWith(".css") && source !== SITE_STYLES_SOURCE && chunk.isEntry) {
      const text = readFileSync(path.join(clientDir, chunk.file), "utf8");
      const inlinable = Buffer.byteLength(text) <= INLINE_STYLESHEET_MAX_BYTES && !/<\/style/i.test(text);
      stylesheets[source] = inlinable ? { href: url(chunk.file), inline: text } : { href: url(chunk.file) };
    }
    const match = /^blocks\/([^/]+)\/\1\.tsx$/.exec(source);
    if (!match?.[1]) continue;
    islandChunks[match[1]] = staticImportsOf(source, manifest).map(url);
  }
  const inlineStyleHashes = Object.values(stylesheets).flatMap((sheet) =>
    sheet.inline === undefined ? [] : [`'sha256-${createHash("sha256").update(sheet.inline).digest("base64")}'`],
  );
  const consent = manifest[CONSENT_ENTRY_SOURCE];
  return {
    styles,
    stylesheets,
    inlineStyleHashes,
    islandsEntry: entry ? url(entry.file) : null,
    consentEntry: consent ? url(consent.file) : null,
    islandChunks,
  };
}
