import { useCallback, useEffect, useRef, useState } from "react";

/** The prefix of every flow's key in sessionStorage (one entry per block id). */
const PREFIX = "forecourt:flow:";

function read(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    // Storage off (private mode, quota) or a value that is not JSON: start afresh.
    return undefined;
  }
}

/**
 * A flow's state kept in sessionStorage under the block's id, so a reload keeps the visitor's answers
 * (decision 078) while a new tab starts afresh. The server renders `initial`; the stored state, parsed
 * with `parse` (storage may hold anything, e.g. answers to an older version of the block), replaces it
 * once mounted.
 */
export function useStoredState<T>(
  key: string,
  initial: T,
  parse: (value: unknown) => T | undefined,
): [T, (next: T) => void] {
  const [state, setState] = useState<T>(initial);
  const parseRef = useRef(parse);
  parseRef.current = parse;

  useEffect(() => {
    const stored = read(key);
    const parsed = stored === undefined ? undefined : parseRef.current(stored);
    if (parsed !== undefined) setState(parsed);
  }, [key]);

  const update = useCallback(
    (next: T) => {
      setState(next);
      try {
        window.sessionStorage.setItem(PREFIX + key, JSON.stringify(next));
      } catch {
        // Without storage the flow still works; only a reload forgets it.
      }
    },
    [key],
  );
  return [state, update];
}

/** Moves focus to the element of a new step (not on first render), so keyboard and screen-reader users follow. */
export function useFocusOnChange<E extends HTMLElement>(value: unknown): React.RefObject<E | null> {
  const ref = useRef<E | null>(null);
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    ref.current?.focus();
  }, [value]);
  return ref;
}
