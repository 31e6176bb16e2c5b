/**
 * Loads in flight on the page ("Loading bar: shown, then finishes or fails"). Framework- and
 * DOM-free, so data fetches anywhere (model/stock, blocks, shell islands) can report to it; the islands
 * runtime draws the bar (renderer/islands/progress-bar.ts). Where no bar listens (the editor, tests),
 * reporting costs a counter.
 */

/** Loading bar timings: throttle 200 ms, duration 5000 ms, hide delay 500 ms. */
export const LOADING_BAR_TIMING = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

export interface LoadingState {
  /** Loads in flight. */
  active: number;
  /** A load of the current burst failed (reset when a new burst starts from idle). */
  failed: boolean;
}

type Listener = (state: LoadingState) => void;

let state: LoadingState = { active: 0, failed: false };
const listeners = new Set<Listener>();

function publish(next: LoadingState): void {
  state = next;
  for (const listener of listeners) listener(state);
}

/** Call when a load starts; call the returned function once when it ends (false: it failed). */
export function beginLoad(): (ok: boolean) => void {
  publish({ active: state.active + 1, failed: state.active === 0 ? false : state.failed });
  let ended = false;
  return (ok) => {
    if (ended) return;
    ended = true;
    publish({ active: Math.max(0, state.active - 1), failed: state.failed || !ok });
  };
}

/** An abort is the caller changing its mind (a newer search), not a failure. */
function isAbort(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}

/** Reports `work` to the bar: a rejection (other than an abort) turns it red. */
export function trackLoad<T>(work: Promise<T>): Promise<T> {
  const end = beginLoad();
  return work.then(
    (value) => {
      end(true);
      return value;
    },
    (error: unknown) => {
      end(isAbort(error));
      throw error;
    },
  );
}

/** `fetch` that reports to the bar; an HTTP error status (4xx, 5xx) counts as a failure too. */
export function trackedFetch(input: string, init?: RequestInit): Promise<Response> {
  const end = beginLoad();
  return fetch(input, init).then(
    (response) => {
      end(response.ok);
      return response;
    },
    (error: unknown) => {
      end(isAbort(error));
      throw error;
    },
  );
}

export function subscribeLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
