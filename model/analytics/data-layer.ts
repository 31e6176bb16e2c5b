/**
 * The analytics data layer (seed 000/001: events are pushed to a data layer, with optional
 * de-duplication by category). Framework-free: the target is `window` in the browser and any object
 * in tests.
 */
export interface DataLayerEvent {
  event: string;
  /** Events sharing a category can be de-duplicated: only the first one is pushed. */
  category?: string;
  [field: string]: unknown;
}

export interface DataLayerHost {
  dataLayer?: unknown[];
}

export interface PushOptions {
  /** Skip the event when one of the same category is already in the layer. */
  dedupeByCategory?: boolean;
  /** Push only when the page set up a data layer (analytics enabled), instead of creating one. */
  onlyIfPresent?: boolean;
}

function categoryOf(entry: unknown): unknown {
  return typeof entry === "object" && entry !== null ? (entry as { category?: unknown }).category : undefined;
}

/** Pushes `event`; returns false when it was skipped (duplicate category, or no data layer with onlyIfPresent). */
export function pushEvent(host: DataLayerHost, event: DataLayerEvent, options: PushOptions = {}): boolean {
  if (!Array.isArray(host.dataLayer)) {
    if (options.onlyIfPresent) return false;
    host.dataLayer = [];
  }
  const layer = host.dataLayer;
  if (
    options.dedupeByCategory &&
    event.category !== undefined &&
    layer.some((entry) => categoryOf(entry) === event.category)
  )
    return false;
  layer.push(event);
  return true;
}
