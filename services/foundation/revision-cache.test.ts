import { describe, expect, it } from "vitest";
import { cachedFor, noteLocalWrite, settleLocalWrites } from "./revision-cache.ts";

describe("cachedFor", () => {
  it("serves one reading for the window, but reads again after a write through this process", async () => {
    let revision = 1;
    const read = cachedFor(60_000, async () => revision);
    expect(await read()).toBe(1);
    revision = 2;
    // Another node's write: this process still serves its reading for the window.
    expect(await read()).toBe(1);
    noteLocalWrite();
    settleLocalWrites(); // the request that wrote answers
    expect(await read()).toBe(2);
  });

  it("drops a reading taken between a bump and its transaction's commit once the request answers", async () => {
    let revision = 1;
    const read = cachedFor(60_000, async () => revision);
    noteLocalWrite(); // the bump, inside the transaction: the reading below still sees the old value
    expect(await read()).toBe(1);
    revision = 2; // the commit
    settleLocalWrites(); // the writing request answers
    expect(await read()).toBe(2);
    // Settled once: later answers of other requests do not empty the cache again.
    revision = 3;
    settleLocalWrites();
    expect(await read()).toBe(2);
  });
});
