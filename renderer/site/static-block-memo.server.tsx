import { randomBytes } from "node:crypto";
import { renderToString } from "react-dom/server";
import { blockMeta, isBlockKey } from "../../generated/contracts/block-meta.ts";
import type { BlockNode } from "../../generated/contracts/block-types.ts";
import { blockComponents } from "../../generated/registry/block-components.ts";
import { forEachBlock, isBlockNode } from "../../model/page-document/walk.ts";
import { BlockView, type ComponentRegistry } from "../page/block-tree.tsx";
import { BlockDataContext } from "../page/block-data.ts";
import type { MemoizedBlock } from "../page/memoized-blocks.ts";
import {
  RenderEnvironmentContext,
  createRenderEnvironment,
  type RenderEnvironment,
} from "../page/render-environment.ts";
import { ConsentGateContext, type ConsentGateSettings } from "../primitives/consent-gate.tsx";
import { IconSetContext, type IconSet } from "../primitives/icon.tsx";
import { UiStringsContext, type UiStrings } from "../primitives/ui-text.tsx";
import { SiteViewerContext } from "./shell/editor-toolbar.tsx";
import { PageLanguageContext, type PageLanguage } from "./shell/page-language.ts";

const siteRegistry = blockComponents as unknown as ComponentRegistry;

/** Everything a static block's render reads besides its props: the page's providers, as render-site gives them. */
export interface BlockRenderContext {
  /** The settings' revision: the theme, the UI strings' overrides and the consent texts come with it. */
  settingsRevision: string;
  uiStrings: UiStrings;
  pageLanguage: PageLanguage;
  theme: IconSet;
  consentGate: ConsentGateSettings | null;
}

/** A render alone that showed a fallback of a part still loading (React's client-rendered boundary). */
const SUSPENDED = Symbol("suspended");
/** Renders alone of a block that may show a loading part's fallback before it is judged not memoizable. */
const SUSPENDED_TRIES = 3;

/** Contexts kept per props object: a block of a document sits at one position in one language, so only a settings change makes another (the newest two are kept). */
const CONTEXTS_PER_BLOCK = 2;

/**
 * The server HTML of top-level blocks that draw the same for every request (decision 194), islands
 * included (decision 195), so a page rendered again (an HTML cache miss, or a server without one)
 * renders through React only what can differ per request.
 *
 * Keyed by the block's props object: a published document is parsed once per version and kept by the
 * data layer, so the same revision gives the same objects and a publish gives new ones; the memo frees
 * itself with them (a WeakMap). Within it, by the settings' revision, the locale and the position.
 *
 * Which blocks are kept is found out, not assumed: each candidate (no server data, no visibility rule
 * on a nested block: by meta) is rendered on its own, and its HTML is kept only if that render read
 * nothing of the request (the URL, the page's language links, server data) nor the clock, failed
 * nowhere, set no expiry and put nothing in the head (resource hints). The islands it made are kept
 * with it, their ids as placeholders each page render fills in. Anything else, including a throw,
 * leaves the block to the page's ordinary render, and that verdict is kept too.
 */
export class StaticBlockMemo {
  /** Per props object: its contexts' HTML (null: not memoizable there), or null when the block is no candidate. */
  private readonly byProps = new WeakMap<object, Map<string, MemoizedBlock | null> | null>();
  /** How many renders alone of a block showed a suspended part's fallback. */
  private readonly suspended = new WeakMap<object, number>();

  /** `registry`: the site's blocks; tests may pass their own. */
  constructor(private readonly registry: ComponentRegistry = siteRegistry) {}

  /** The memoized blocks of a page's top level for this context, made for those not yet tried. */
  blocksFor(content: readonly unknown[], context: BlockRenderContext): ReadonlyMap<object, MemoizedBlock> {
    const found = new Map<object, MemoizedBlock>();
    content.forEach((node, index) => {
      if (!isBlockNode(node)) return;
      const props = node.props as object;
      let contexts = this.byProps.get(props);
      // Whether a block is a candidate depends on its props alone: its tree is walked once, not per request.
      if (contexts === undefined) this.byProps.set(props, (contexts = isCandidate(node) ? new Map() : null));
      if (contexts === null) return;
      const key = `${context.settingsRevision}|${context.uiStrings.locale}|${index}`;
      let block = contexts.get(key);
      if (block === undefined) {
        const made = renderAlone(node, index, context, this.registry);
        if (made === SUSPENDED) {
          // A lazy part (a form's module) was not loaded yet: its fallback is no lasting HTML. Tried
          // again by the next render, a few times, as the page's own render would show it by then.
          const tries = (this.suspended.get(props) ?? 0) + 1;
          this.suspended.set(props, tries);
          if (tries < SUSPENDED_TRIES) return;
          block = null;
        } else block = made;
        if (contexts.size >= CONTEXTS_PER_BLOCK) contexts.delete(contexts.keys().next().value!);
        contexts.set(key, block);
      }
      if (block) found.set(props, block);
    });
    return found;
  }
}

/** A top-level block that, by its meta and its nested blocks', reads nothing per request. */
function isCandidate(node: BlockNode): boolean {
  if (!isBlockKey(node.type)) return false;
  let candidate = true;
  forEachBlock({ content: [node] as BlockNode[] }, ({ node: block, depth }) => {
    if (!isBlockKey(block.type)) return;
    const meta = blockMeta[block.type];
    if (meta.data !== null) candidate = false;
    // A nested block's rule or schedule is decided per request by the page's render (the top-level one's too, outside the memo).
    const props = block.props as Record<string, unknown>;
    if (depth > 0 && (props.offer_schedule != null || props.dc_strategy != null)) candidate = false;
  });
  return candidate;
}

/** Renders one block alone with the page's providers; its inner HTML if nothing per request was touched. */
function renderAlone(
  node: BlockNode,
  index: number,
  context: BlockRenderContext,
  registry: ComponentRegistry,
): MemoizedBlock | null | typeof SUSPENDED {
  let touched = false;
  const touch = () => {
    touched = true;
  };
  const environment = watchedEnvironment(touch);
  const stylesheets: string[] = [];
  environment.stylesheets = orderedSet(stylesheets);
  let html: string;
  try {
    html = withWatchedClock(touch, () =>
      renderToString(
        <RenderEnvironmentContext.Provider value={environment}>
          <SiteViewerContext.Provider value={null}>
            <UiStringsContext.Provider value={context.uiStrings}>
              <PageLanguageContext.Provider value={watched(context.pageLanguage, touch)}>
                <IconSetContext.Provider value={context.theme}>
                  <ConsentGateContext.Provider value={context.consentGate}>
                    <BlockDataContext.Provider value={watched({}, touch)}>
                      <BlockView node={node} registry={registry} index={index} topLevel />
                    </BlockDataContext.Provider>
                  </ConsentGateContext.Provider>
                </IconSetContext.Provider>
              </PageLanguageContext.Provider>
            </UiStringsContext.Provider>
          </SiteViewerContext.Provider>
        </RenderEnvironmentContext.Provider>,
        // Unique per position, so ids made with useId never collide with the page's or another block's.
        { identifierPrefix: `b${index}-` },
      ),
    );
  } catch {
    return null;
  }
  if (touched || environment.failedBlocks.length > 0 || environment.expiresAt !== null) return null;
  // renderToString draws a boundary whose part suspended as its fallback, marked to render in the browser.
  if (html.includes("<!--$!-->") || html.includes("<!--$?-->")) return SUSPENDED;
  // Anything before the frame (React's resource hints, hoisted tags) belongs to the page's head: not kept.
  const open = html.startsWith(`<div class="fc-block fc-block--${node.type}"`) ? html.indexOf(">") : -1;
  if (open < 0 || !html.endsWith("</div>")) return null;
  return {
    index,
    html: html.slice(open + 1, -"</div>".length),
    stylesheets,
    drawn: [...environment.drawn],
    // Handed out in order (see watchedEnvironment), so the nth record is the island of placeholder n.
    islands: environment.islands.map(({ id: _placeholder, ...island }) => island),
    islandIdPattern: environment.islands.length > 0 ? ISLAND_ID_PATTERN : null,
  };
}

/**
 * What a memoized block's island ids are while it is rendered alone, numbered in order: unguessable
 * (made once per process), so no text an editor stored can read as one when the page fills them in.
 */
const ISLAND_ID_PLACEHOLDER = `fc-memo-island-${randomBytes(8).toString("hex")}-`;
const ISLAND_ID_PATTERN = new RegExp(`${ISLAND_ID_PLACEHOLDER}(\\d+)`, "g");

/**
 * Runs `render` with a Date that reports any read of the clock (`Date.now()`, `new Date()`): HTML
 * drawn from the time of its render (a date picker's today) is not the same for every request. The
 * render is synchronous, so nothing else runs while the global is swapped.
 */
function withWatchedClock<T>(touch: () => void, render: () => T): T {
  const SystemDate = globalThis.Date;
  class WatchedDate extends SystemDate {
    constructor(...parts: unknown[]) {
      if (parts.length === 0) touch();
      super(...(parts as [number]));
    }
    static override now(): number {
      touch();
      return SystemDate.now();
    }
  }
  globalThis.Date = WatchedDate as DateConstructor;
  try {
    return render();
  } finally {
    globalThis.Date = SystemDate;
  }
}

/** A server environment that reports any read of the URL and hands out island id placeholders. */
function watchedEnvironment(touch: () => void): RenderEnvironment {
  const environment = createRenderEnvironment("server");
  Object.defineProperty(environment, "url", {
    get() {
      touch();
      return "/";
    },
  });
  environment.nextIslandId = () => `${ISLAND_ID_PLACEHOLDER}${environment.islands.length}`;
  return environment;
}

/** A copy of `value` whose every property read, and every lookup of a missing one, reports. */
function watched<T extends object>(value: T, touch: () => void): T {
  return new Proxy(value, {
    get(target, property, receiver) {
      touch();
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** A set that also records the order its members arrived in (the page's stylesheet links keep that order). */
function orderedSet(order: string[]): Set<string> {
  const set = new Set<string>();
  const add = set.add.bind(set);
  set.add = (value: string) => {
    if (!set.has(value)) order.push(value);
    return add(value);
  };
  return set;
}
