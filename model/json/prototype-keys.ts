/**
 * Keys that reach an object's prototype when used as a property name: `obj["__proto__"]` is
 * Object.prototype, `obj.constructor.prototype` too. A stored key (a settings key, a JSON key, or one
 * segment of a dotted key such as `__proto__.x` that a tree builder splits) with one of these names
 * can change every object in the process, so they are refused on write and skipped on read.
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** True when the key, or any dot-separated segment of it, names the prototype chain. */
export function isPrototypeKey(key: string): boolean {
  return key.split(".").some((segment) => PROTOTYPE_KEYS.has(segment));
}

function pointerSegment(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

/**
 * The JSON pointer of the first object key in a parsed JSON value that names the prototype chain
 * (see isPrototypeKey), or null when there is none. JSON.parse keeps `"__proto__"` as an own key, so
 * the walk sees it.
 */
export function prototypeKeyPointer(value: unknown, pointer = ""): string | null {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = prototypeKeyPointer(item, `${pointer}/${index}`);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = `${pointer}/${pointerSegment(key)}`;
    if (isPrototypeKey(key)) return here;
    const found = prototypeKeyPointer(item, here);
    if (found !== null) return found;
  }
  return null;
}

/** An empty dictionary with no prototype: any key read or written is its own, never Object.prototype's. */
export function dictionary<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
