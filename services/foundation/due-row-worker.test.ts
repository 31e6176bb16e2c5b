import { afterEach, describe, expect, it, vi } from "vitest";
import { backoff, DueRowWorker } from "./due-row-worker.ts";

describe("DueRowWorker", () => {
  afterEach(() => vi.useRealTimers());

  it("runs the claimed rows each round and answers how many it handled", async () => {
    const due = [1, 2, 3];
    const ran: number[] = [];
    const worker = new DueRowWorker<number>({
      name: "test",
      pollMs: 1000,
      batch: 2,
      claim: async (limit) => due.splice(0, limit),
      run: async (row) => void ran.push(row),
    });
    expect(await worker.runOnce()).toBe(2);
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(ran).toEqual([1, 2, 3]);
  });

  it("polls again at once after a full batch, after pollMs otherwise, logs a failed round, and stops", async () => {
    vi.useFakeTimers();
    const due = [1, 2, 3];
    const ran: number[] = [];
    const logged: string[] = [];
    let broken = false;
    const worker = new DueRowWorker<number>(
      {
        name: "test",
        pollMs: 1000,
        batch: 2,
        claim: async (limit) => {
          if (broken) throw new Error("no database");
          return due.splice(0, limit);
        },
        run: async (row) => void ran.push(row),
      },
      (message) => logged.push(message),
    );
    worker.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(ran).toEqual([1, 2, 3]);
    due.push(4);
    broken = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(logged).toEqual(["test: no database"]);
    broken = false;
    await worker.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(ran).toEqual([1, 2, 3]);
    expect(worker.started).toBe(false);
  });

  it("backs off from the first retry delay, and not at all for a permanent failure", () => {
    expect([1, 2, 3].map((attempts) => backoff(attempts, 1000))).toEqual([1000, 2000, 4000]);
    expect(backoff(1, 1000, true)).toBeNull();
    expect(backoff(8, 1000)).toBeNull();
  });
});
