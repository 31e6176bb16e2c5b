import { createContext, useContext } from "react";
import type { HydrationStrategy } from "../../generated/contracts/block-meta.ts";

/** When an island hydrates: a block's strategy, or (shell widgets only) at the visitor's first interaction. */
export type IslandHydration = HydrationStrategy | "interaction";

/**
 * Where the block tree is being drawn:
 * - `server`: the public site's SSR (and `npm run render`); interactive blocks become islands;
 * - `island`: an island hydrating in the browser; its slots are server HTML left untouched;
 * - `editor`: the /cms canvas; everything is live React.
 */
export type RenderMode = "server" | "island" | "editor";

export interface IslandRecord {
  id: string;
  type: string;
  /** When the island hydrates: only `load` islands have their code preloaded with the page. */
  hydrate: IslandHydration;
}

/**
 * What a server render drew that the shell reacts to: a link or button of type form (the modal form
 * dialog's island), a link marked for the video modal (its island), a form (the field mappings'
 * script), a Floating action button block (the site-wide one stays away).
 */
export type DrawnFeature = "form-link" | "video-link" | "form" | "floating-action-block";

/** Per-render state. Created fresh for every request: it collects the islands the page needs. */
export interface RenderEnvironment {
  mode: RenderMode;
  islands: IslandRecord[];
  /** Source paths of the stylesheets the page needs besides the site's own (its blocks', a route's). */
  stylesheets: Set<string>;
  /** What the render drew that the shell adds something for (decision 194: a memoized block replays them). */
  drawn: Set<DrawnFeature>;
  /** Blocks whose render threw on the server; the page shows a contained error in their place. */
  failedBlocks: { id: string; type: string }[];
  /** The page URL (path and query), for links that reload it. */
  url: string;
  nextIslandId(): string;
  /**
   * The earliest instant (ms) at which a block's offer schedule changes what the page shows, or null:
   * the HTML cache must not serve the page past it (decision 101).
   */
  expiresAt: number | null;
  /**
   * Makes stored rich-text HTML safe before it is drawn. The editor must give one: drafts there are
   * untrusted input. The site and islands draw published documents, sanitised on every write and on
   * publish, and ship no sanitiser.
   */
  sanitizeHtml: ((html: string) => string) | null;
}

export function createRenderEnvironment(
  mode: RenderMode,
  url = "/",
  sanitizeHtml: ((html: string) => string) | null = null,
): RenderEnvironment {
  let counter = 0;
  return {
    mode,
    islands: [],
    stylesheets: new Set(),
    drawn: new Set(),
    failedBlocks: [],
    url,
    sanitizeHtml,
    expiresAt: null,
    nextIslandId: () => `i${++counter}`,
  };
}

export const RenderEnvironmentContext = createContext<RenderEnvironment>(createRenderEnvironment("editor"));

export function useRenderEnvironment(): RenderEnvironment {
  return useContext(RenderEnvironmentContext);
}

/**
 * The page URL, the same on the server and in the hydrating browser (the server renders with the
 * request URL, islands with location), so a block may derive its first render from the query.
 */
export function usePageUrl(): URL {
  return new URL(useRenderEnvironment().url, "http://page.invalid");
}

/** Declares that what is being rendered needs a stylesheet (a source path Vite builds on its own). */
export function useStylesheet(source: string | undefined): void {
  useStylesheets(source ? [source] : []);
}

/** Declares that what is being rendered needs these stylesheets (source paths Vite builds on their own). */
export function useStylesheets(sources: readonly string[]): void {
  const environment = useRenderEnvironment();
  if (environment.mode !== "server") return;
  for (const source of sources) environment.stylesheets.add(source);
}
