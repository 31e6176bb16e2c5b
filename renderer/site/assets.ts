import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The browser files a page links to, resolved from Vite's build manifest. */
export interface SiteAssets {
  /** Stylesheet hrefs for every page. */
  styles: string[];
  /** The islands runtime, loaded only by pages with interactive blocks. */
  islandsEntry: string | null;
  /** Block key -> the chunks to preload when the page has that island. */
  islandChunks: Record<string, string[]>;
}

/** An island the page rendered: its type (block key or `shell:<name>`) and when it hydrates. */
export interface PageIsland {
  type: string;
  hydrate: "load" | "idle" | "visible";
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

export const NO_ASSETS: SiteAssets = { styles: [], islandsEntry: null, islandChunks: {} };

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export const ISLANDS_ENTRY_SOURCE = "renderer/islands/client.tsx";
export const SITE_STYLES_SOURCE = "renderer/site/styles/site.css";

/** Reads `<clientDir>/.vite/manifest.json`; without a build, pages render without assets. */
export function loadSiteAssets(clientDir: string, publicBase = "/"): SiteAssets {
  const file = path.join(clientDir, ".vite", "manifest.json");
  if (!existsSync(file)) return NO_ASSETS;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const url = (name: string): string => `${publicBase}${name}`;
  const styles = manifest[SITE_STYLES_SOURCE]?.file ? [url(manifest[SITE_STYLES_SOURCE].file)] : [];
  const entry = manifest[ISLANDS_ENTRY_SOURCE];
  const islandChunks: Record<string, string[]> = {};
  for (const [source, chunk] of Object.entries(manifest)) {
    const match = /^blocks\/([^/]+)\/\1\.tsx$/.exec(source);
    if (!match?.[1]) continue;
    const files = new Set<string>([chunk.file]);
    for (const imported of chunk.imports ?? []) {
      const dependency = manifest[imported];
      if (dependency && imported !== ISLANDS_ENTRY_SOURCE) files.add(dependency.file);
    }
    islandChunks[match[1]] = [...files].map(url);
  }
  return { styles, islandsEntry: entry ? url(entry.file) : null, islandChunks };
}
