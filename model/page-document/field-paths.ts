/**
 * Field paths name where something lives inside a block's props: `content`, `panel.content`,
 * `tabs[].content` (every item of the `tabs` array). Codegen derives them from the schemas.
 */

export interface FoundValue {
  value: unknown;
  /** JSON pointer relative to the props object, e.g. `/tabs/2/content`. */
  pointer: string;
  /** The object holding the value and its key, for writing a replacement back. */
  holder: Record<string, unknown>;
  key: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const parsed = new Map<string, string[]>();

/** Split once, reused: walking a page visits the same few paths thousands of times. */
function segmentsOf(path: string): string[] {
  let segments = parsed.get(path);
  if (!segments) {
    segments = path.split(".");
    parsed.set(path, segments);
  }
  return segments;
}

/** Every value at `path` in `props` (missing branches are skipped). */
export function valuesAt(props: Record<string, unknown>, path: string): FoundValue[] {
  const found: FoundValue[] = [];
  collect(props, segmentsOf(path), "", found);
  return found;
}

function collect(holder: Record<string, unknown>, segments: string[], pointer: string, found: FoundValue[]): void {
  const [segment, ...rest] = segments;
  if (segment === undefined) return;
  const isList = segment.endsWith("[]");
  const key = isList ? segment.slice(0, -2) : segment;
  const value = holder[key];
  const here = `${pointer}/${key}`;
  if (rest.length === 0) {
    if (value !== undefined) found.push({ value, pointer: here, holder, key });
    return;
  }
  if (isList) {
    if (!Array.isArray(value)) return;
    value.forEach((item, index) => {
      if (isRecord(item)) collect(item, rest, `${here}/${index}`, found);
    });
  } else if (isRecord(value)) {
    collect(value, rest, here, found);
  }
}

/** A shallow copy of `props` in which every value at `path` is replaced by `replace(value)`; `props` is not mutated. */
export function replaceAt(
  props: Record<string, unknown>,
  path: string,
  replace: (value: unknown) => unknown,
): Record<string, unknown> {
  return replaceIn(props, segmentsOf(path), replace, false);
}

/**
 * Like replaceAt, but the last key is also replaced where it is missing from an object that exists
 * (`replace` then receives undefined): an item just added to a list has none of its optional fields.
 */
export function replaceOrAddAt(
  props: Record<string, unknown>,
  path: string,
  replace: (value: unknown) => unknown,
): Record<string, unknown> {
  return replaceIn(props, segmentsOf(path), replace, true);
}

function replaceIn(
  holder: Record<string, unknown>,
  segments: string[],
  replace: (value: unknown) => unknown,
  addMissing: boolean,
): Record<string, unknown> {
  const [segment, ...rest] = segments;
  if (segment === undefined) return holder;
  const isList = segment.endsWith("[]");
  const key = isList ? segment.slice(0, -2) : segment;
  if (!(key in holder) && !(addMissing && rest.length === 0)) return holder;
  const value = holder[key];
  let next: unknown;
  if (rest.length === 0) next = replace(value);
  else if (isList)
    next = Array.isArray(value)
      ? value.map((item) => (isRecord(item) ? replaceIn(item, rest, replace, addMissing) : item))
      : value;
  else next = isRecord(value) ? replaceIn(value, rest, replace, addMissing) : value;
  return { ...holder, [key]: next };
}

/**
 * A compiled reader for one path: calls `visit(value, context)` with every value found and stops when
 * it returns true. It allocates nothing per call (the context carries the caller's state), because
 * validation walks every block on every save.
 */
export type PathReader = <C>(
  props: Record<string, unknown>,
  visit: (value: unknown, context: C) => boolean,
  context: C,
) => boolean;

export function compilePath(path: string): PathReader {
  const segments = path
    .split(".")
    .map((segment) => ({ key: segment.replace(/\[\]$/, ""), list: segment.endsWith("[]") }));
  const last = segments.length - 1;
  function step<C>(
    holder: Record<string, unknown>,
    index: number,
    visit: (value: unknown, context: C) => boolean,
    context: C,
  ): boolean {
    const segment = segments[index]!;
    const value = holder[segment.key];
    if (value === undefined) return false;
    if (index === last) return visit(value, context);
    if (segment.list) {
      if (!Array.isArray(value)) return false;
      for (const item of value) if (isRecord(item) && step(item, index + 1, visit, context)) return true;
      return false;
    }
    return isRecord(value) && step(value, index + 1, visit, context);
  }
  return (props, visit, context) => step(props, 0, visit, context);
}
