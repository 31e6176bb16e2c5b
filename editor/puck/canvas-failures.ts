import { useSyncExternalStore } from "react";

/**
 * The blocks the canvas cannot draw right now, by id. The save status reads it: a page whose
 * canvas shows an error must not be reported as simply "Saved". One editor runs per page, so one
 * set serves it.
 */
const failing = new Set<string>();
const listeners = new Set<() => void>();

export function reportCanvasFailure(blockId: string, failed: boolean): void {
  if (failed === failing.has(blockId)) return;
  if (failed) failing.add(blockId);
  else failing.delete(blockId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const count = () => failing.size;

/** How many blocks the canvas cannot draw. */
export function useCanvasFailures(): number {
  return useSyncExternalStore(subscribe, count, count);
}
