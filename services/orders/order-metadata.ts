/** How deep an order's free `metadata` may nest, and how large it may be as JSON. */
const METADATA_MAX_DEPTH = 5;
const METADATA_MAX_BYTES = 20_000;

const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * Why an order's metadata cannot be stored (with the JSON pointer of the value that breaks the
 * rule), or null. The schema bounds its keys; nesting and size are checked here, before anything
 * walks or serialises it: a deeply nested value is refused with 422, never a stack overflow's 500.
 * Iterative, so the check itself cannot overflow.
 */
export function metadataProblem(metadata: unknown): { pointer: string; message: string } | null {
  if (metadata === undefined) return null;
  const pending: { value: unknown; pointer: string; depth: number }[] = [
    { value: metadata, pointer: "/metadata", depth: 0 },
  ];
  while (pending.length > 0) {
    const { value, pointer, depth } = pending.pop()!;
    if (value === null || typeof value !== "object") continue;
    if (depth >= METADATA_MAX_DEPTH + 1)
      return { pointer, message: `metadata may nest at most ${METADATA_MAX_DEPTH} levels deep.` };
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    for (const [key, item] of entries)
      pending.push({ value: item, pointer: `${pointer}/${escapePointer(key)}`, depth: depth + 1 });
  }
  if (Buffer.byteLength(JSON.stringify(metadata)) > METADATA_MAX_BYTES)
    return { pointer: "/metadata", message: `metadata may be at most ${METADATA_MAX_BYTES} bytes as JSON.` };
  return null;
}
