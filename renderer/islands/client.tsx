import { startTransition, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandLoaders } from "../../generated/registry/island-loaders.ts";
import { islandLoaderFor } from "./shell-islands.ts";
import { BlockBoundary } from "../page/block-boundary.tsx";
import { BlockDataContext } from "../page/block-data.ts";
import { BlockContext, imageLoadingFor } from "../page/block-context.ts";
import { RenderEnvironmentContext, createRenderEnvironment } from "../page/render-environment.ts";
import { StaticSlot, withSlotComponents } from "../page/slots.tsx";
import type { IslandPayload } from "./island-payload.ts";
import { api } from "../../model/api/client.ts";
import { siteRoutes } from "../../model/api/site-routes.ts";
import { ENGLISH_UI_STRINGS, UiStringsContext, type UiStrings } from "../primitives/ui-text.tsx";
import { IconSetContext } from "../primitives/icon.tsx";
import {
  UI_DICTIONARY_SCRIPT_ID,
  applyDictionaryDelta,
  type UiDictionaryDelta,
} from "../../model/i18n/ui-dictionary.ts";
import { startScrollManager } from "../primitives/scroll-to-hash.ts";
import { trackLoad } from "../../model/loading/loading-progress.ts";
import { startProgressBar } from "./progress-bar.ts";
import { reloadAfterChunkFailure } from "./chunk-reload.ts";
import { startLinkPrefetch } from "./link-prefetch.ts";
import { startErrorReporter } from "./error-reporter.ts";
import { startForbiddenRedirect } from "./forbidden-redirect.ts";
import { INTERACTED_ATTRIBUTE, INTERACTION_HYDRATION, INTERACTION_READY_EVENT } from "./interaction-loader.ts";

/**
 * The islands runtime: the only JavaScript a page loads, and only when it has interactive blocks.
 * Each island's block code is its own chunk, fetched when the island is due to hydrate.
 */
// First: what the page's inline buffer caught so far is sent, and whatever the islands throw later.
startErrorReporter();
startForbiddenRedirect();
const NO_DATA = {};
const environment = createRenderEnvironment("island", location.pathname + location.search);

/** The page's UI strings, resolved by the server and embedded once (decision 116): no i18next here. */
function readUiStrings(): UiStrings {
  const script = document.getElementById(UI_DICTIONARY_SCRIPT_ID);
  if (!script?.textContent) return ENGLISH_UI_STRINGS;
  return {
    locale: document.documentElement.lang || "en",
    // What differs from the built-in English strings (decision 178).
    dictionary: applyDictionaryDelta(
      ENGLISH_UI_STRINGS.dictionary,
      JSON.parse(script.textContent) as UiDictionaryDelta,
    ),
    // Only the server-rendered props use it (the consent banner's texts); they arrive already chosen.
    isDefaultLocale: script.dataset.defaultLocale === "true",
  };
}
const uiStrings = readUiStrings();

function readPayload(element: HTMLElement): IslandPayload | null {
  const script = document.querySelector<HTMLScriptElement>(
    `script[data-island-props="${element.dataset.islandId ?? ""}"]`,
  );
  if (!script?.textContent) return null;
  return JSON.parse(script.textContent) as IslandPayload;
}

function MarkHydrated({ element }: { element: HTMLElement }) {
  useEffect(() => {
    element.dataset.hydrated = "true";
    // The page's inline loader holds a link clicked before these islands were ready: it replays it now.
    if (
      element.dataset.hydrate === INTERACTION_HYDRATION &&
      !document.querySelector(`[data-hydrate="${INTERACTION_HYDRATION}"]:not([data-hydrated])`)
    )
      window.dispatchEvent(new Event(INTERACTION_READY_EVENT));
  }, [element]);
  return null;
}

/**
 * The block data an island's payload leaves out (decision 178), for this page URL: the answer the
 * server rendered from. Undefined when it cannot be had: the island then renders without server
 * data (as in the editor canvas) and fetches its list itself.
 */
function fetchIslandData(blockId: string): Promise<unknown> {
  return api
    .call(siteRoutes.islandData, { query: { page: location.pathname + location.search, block: blockId } })
    .catch(() => undefined);
}

async function hydrate(element: HTMLElement): Promise<void> {
  const payload = readPayload(element);
  const loader = payload ? islandLoaderFor(payload.type, islandLoaders) : undefined;
  if (!payload || !loader) return;
  // Asked for at once, while the block's chunk loads.
  const fetched = payload.fetchData ? trackLoad(fetchIslandData(payload.blockId)) : null;
  let module: { default: ComponentType<Record<string, unknown>> };
  try {
    module = (await trackLoad(loader.load())) as typeof module;
  } catch (error) {
    // The chunk did not load (a deploy replaced it, a dropped connection): reload, at most once a minute.
    if (reloadAfterChunkFailure()) return;
    throw error;
  }
  const { default: Component } = module;
  const data = fetched ? await fetched : payload.data;
  const props = withSlotComponents(payload.props, loader.slotPaths, () => StaticSlot);
  // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds
  // instead of holding the main thread for a whole stock list (one long task, which blocked input
  // and cost the stock page most of its Total Blocking Time). The server HTML is on screen meanwhile.
  startTransition(() => {
    hydrateRoot(
      element,
      <RenderEnvironmentContext.Provider value={environment}>
        {/* The page's UI strings, as the server rendered them: the same texts on both sides. */}
        <UiStringsContext.Provider value={uiStrings}>
          {/* The theme's icon set, as the server drew it (the server wrote the theme on <html>). */}
          <IconSetContext.Provider value={document.documentElement.dataset.theme === "lrdx" ? "lrdx" : "jdx"}>
            <BlockContext.Provider
              value={{
                id: payload.blockId,
                type: payload.type,
                index: payload.index,
                imageLoading: imageLoadingFor(payload.index),
              }}
            >
              <BlockDataContext.Provider value={data === undefined ? NO_DATA : { [payload.blockId]: data }}>
                <BlockBoundary id={payload.blockId} type={payload.type}>
                  <Component {...props} />
                </BlockBoundary>
              </BlockDataContext.Provider>
              <MarkHydrated element={element} />
            </BlockContext.Provider>
          </IconSetContext.Provider>
        </UiStringsContext.Provider>
      </RenderEnvironmentContext.Provider>,
      {
        onRecoverableError: (error) =>
          console.warn(`Island ${payload.type} (${payload.blockId}) re-rendered on the client`, error),
      },
    );
  });
}

function whenDue(element: HTMLElement, run: () => void): void {
  const strategy = element.dataset.hydrate;
  if (strategy === "visible" && "IntersectionObserver" in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { rootMargin: "200px" },
    );
    // The island root is display: contents (no box of its own), so watch what it wraps.
    observer.observe(element.firstElementChild ?? element);
  } else if (strategy === INTERACTION_HYDRATION && document.documentElement.hasAttribute(INTERACTED_ATTRIBUTE)) {
    // The inline loader started the runtime at the visitor's first interaction: due now.
    run();
  } else if ((strategy === "idle" || strategy === INTERACTION_HYDRATION) && "requestIdleCallback" in window) {
    // On a page whose runtime loads anyway (other islands), an island waiting for interaction
    // hydrates when idle, as the shell's widgets always did: React is already there.
    requestIdleCallback(run, { timeout: 2000 });
  } else {
    run();
  }
}

startProgressBar();
for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  whenDue(element, () => {
    hydrate(element).catch((error: unknown) =>
      console.error(`Island ${element.dataset.island ?? ""} failed to load`, error),
    );
  });
}
startScrollManager();
startLinkPrefetch();
