import { afterEach, describe, expect, it } from "vitest";
import { beginLoad, subscribeLoading, trackLoad, type LoadingState } from "./loading-progress.ts";

describe("loads reported to the progress bar", () => {
  const seen: LoadingState[] = [];
  const unsubscribe = subscribeLoading((state) => seen.push(state));
  afterEach(() => {
    seen.length = 0;
  });

  it("counts overlapping loads and marks the burst failed when one fails", async () => {
    const first = beginLoad();
    const second = beginLoad();
    second(false);
    first(true);
    first(true); // ending twice counts once
    expect(seen).toEqual([
      { active: 1, failed: false },
      { active: 2, failed: false },
      { active: 1, failed: true },
      { active: 0, failed: true },
    ]);
    // A new burst from idle starts clean.
    beginLoad()(true);
    expect(seen.slice(-2)).toEqual([
      { active: 1, failed: false },
      { active: 0, failed: false },
    ]);
  });

  it("treats an aborted load as finished, not failed", async () => {
    const abort = Object.assign(new Error("aborted"), { name: "AbortError" });
    await expect(trackLoad(Promise.reject(abort))).rejects.toBe(abort);
    expect(seen.at(-1)).toEqual({ active: 0, failed: false });
    await expect(trackLoad(Promise.reject(new Error("500")))).rejects.toThrow("500");
    expect(seen.at(-1)).toEqual({ active: 0, failed: true });
    unsubscribe();
  });
});
