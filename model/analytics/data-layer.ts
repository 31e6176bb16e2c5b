/**
 * The analytics data layer (events are pushed to a data layer, with optional
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

/** How long a tag manager may take to run its tags for an event before the page carries on anyway. */
export const TAG_MANAGER_TIMEOUT_MS = 5000;

export interface PushThenOptions extends PushOptions {
  /** Told when the tag manager did not answer in time (the callback has run anyway). */
  warn?: (message: string) => void;
  timeoutMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
}

/**
 * Pushes `event` and runs `then` once the tag manager has handled it (its eventCallback), so an
 * event sent just before the page changes is not lost; a slow or blocked tag manager does not hold
 * the visitor: after 5,000 ms `then` runs anyway, with a warning. Without a tag manager listening to
 * the layer, or when the event was skipped, `then` runs at once. It never runs twice.
 */
export function pushEventThen(
  host: DataLayerHost,
  event: DataLayerEvent,
  then: () => void,
  { warn = console.warn, timeoutMs = TAG_MANAGER_TIMEOUT_MS, setTimer = setTimeout, ...options }: PushThenOptions = {},
): void {
  let done = false;
  const finish = (late: boolean) => {
    if (done) return;
    done = true;
    if (late) warn(`The tag manager did not handle "${event.event}" within ${timeoutMs} ms; carrying on without it.`);
    then();
  };
  const pushed = pushEvent(host, { ...event, eventCallback: () => finish(false), eventTimeout: timeoutMs }, options);
  // A tag manager replaces the layer's push with its own; with a plain array none has loaded to answer.
  const listening = Array.isArray(host.dataLayer) && host.dataLayer.push !== Array.prototype.push;
  if (!pushed || !listening) return finish(false);
  setTimer(() => finish(true), timeoutMs);
}
