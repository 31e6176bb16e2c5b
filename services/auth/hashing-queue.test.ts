import { describe, expect, it } from "vitest";
import { HashingQueue } from "./hashing-queue.ts";

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("HashingQueue", () => {
  it("runs at most `concurrency` at once, lets `maxWaiting` wait in order, and refuses the rest without running them", async () => {
    const queue = new HashingQueue({ concurrency: 1, maxWaiting: 1, cpuShare: 1 });
    const order: string[] = [];
    const first = gate();
    const running = queue.run(async () => {
      order.push("first");
      await first.opened;
    });
    const waiting = queue.run(async () => order.push("second"));
    let ran = false;
    const refused = await queue.run(async () => (ran = true));
    expect(refused).toMatchObject({ ok: false });
    expect(refused.ok ? 0 : refused.retryAfter).toBeGreaterThanOrEqual(1);
    expect(ran).toBe(false);
    expect(order).toEqual(["first"]);
    first.open();
    await Promise.all([running, waiting]);
    expect(order).toEqual(["first", "second"]);
    expect(queue.started).toBe(2);
    expect(await queue.run(async () => 42)).toEqual({ ok: true, value: 42 });
  });

  it("refuses a waiter whose expected wait is longer than maxWaitMs, though there is room", async () => {
    const queue = new HashingQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 50, cpuShare: 1 });
    const busy = async () => {
      const until = performance.now() + 60;
      while (performance.now() < until);
    };
    await queue.run(busy); // teaches the queue a check takes ~60 ms
    const first = gate();
    const running = queue.run(() => first.opened);
    expect(await queue.run(async () => 1)).toMatchObject({ ok: false });
    first.open();
    await running;
  });

  it("rests a slot after each task so hashing keeps to its share of a core", async () => {
    const queue = new HashingQueue({ concurrency: 1, maxWaiting: 5, cpuShare: 0.5 });
    const busy = (ms: number) => async () => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const start = performance.now();
    await Promise.all([queue.run(busy(40)), queue.run(busy(40))]);
    // Two 40 ms tasks at half a core: the second starts only after the first's 40 ms rest.
    expect(performance.now() - start).toBeGreaterThanOrEqual(115);
  });
});
