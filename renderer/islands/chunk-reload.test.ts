import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_KEY, reloadAfterChunkFailure } from "./chunk-reload.ts";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

describe("reload after a failed island chunk", () => {
  it("reloads once, then not again within 60 s, then again after", () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => reloads++;
    expect(reloadAfterChunkFailure(storage, reload, 1_000_000)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe("1000000");
    expect(reloadAfterChunkFailure(storage, reload, 1_059_999)).toBe(false);
    expect(reloadAfterChunkFailure(storage, reload, 1_060_000)).toBe(true);
    expect(reloads).toBe(2);
  });

  it("never reloads without session storage (no memory, no loop)", () => {
    let reloads = 0;
    expect(reloadAfterChunkFailure(null, () => reloads++, 5)).toBe(false);
    expect(reloads).toBe(0);
  });
});
