import { describe, expect, it } from "vitest";
import { TAG_MANAGER_TIMEOUT_MS, pushEventThen, type DataLayerHost } from "./data-layer.ts";

/** A data layer as a tag manager leaves it: push is its own function, and it calls eventCallback when it likes. */
function tagManagerLayer(answers: boolean): { host: DataLayerHost; pushed: Record<string, unknown>[] } {
  const pushed: Record<string, unknown>[] = [];
  const layer: unknown[] = [];
  layer.push = (...entries: unknown[]) => {
    for (const entry of entries) {
      pushed.push(entry as Record<string, unknown>);
      if (answers) (entry as { eventCallback?: () => void }).eventCallback?.();
    }
    return pushed.length;
  };
  return { host: { dataLayer: layer }, pushed };
}

function clock() {
  const timers: { run: () => void; ms: number }[] = [];
  return { timers, setTimer: (run: () => void, ms: number) => timers.push({ run, ms }) };
}

describe("an event the page waits for before it moves on", () => {
  it("carries on as soon as the tag manager has handled it, once", () => {
    const { host, pushed } = tagManagerLayer(true);
    const { timers, setTimer } = clock();
    let ran = 0;
    const warnings: string[] = [];
    pushEventThen(host, { event: "reservation" }, () => ran++, { setTimer, warn: (m) => warnings.push(m) });
    expect(ran).toBe(1);
    expect(pushed[0]).toMatchObject({ event: "reservation", eventTimeout: 5000 });
    // The safety timer may still fire: it changes nothing.
    for (const timer of timers) timer.run();
    expect(ran).toBe(1);
    expect(warnings).toEqual([]);
  });

  it("carries on anyway after 5,000 ms with a warning when the tag manager does not answer", () => {
    const { host } = tagManagerLayer(false);
    const { timers, setTimer } = clock();
    let ran = 0;
    const warnings: string[] = [];
    pushEventThen(host, { event: "reservation" }, () => ran++, { setTimer, warn: (m) => warnings.push(m) });
    expect(ran).toBe(0);
    expect(timers.map((timer) => timer.ms)).toEqual([TAG_MANAGER_TIMEOUT_MS]);
    timers[0]!.run();
    expect(ran).toBe(1);
    expect(warnings).toEqual(['The tag manager did not handle "reservation" within 5000 ms; carrying on without it.']);
  });

  it("does not wait when no tag manager listens, or when there is no data layer", () => {
    const plain: DataLayerHost = { dataLayer: [] };
    let ran = 0;
    pushEventThen(plain, { event: "reservation" }, () => ran++, { setTimer: () => {} });
    expect(ran).toBe(1);
    expect(plain.dataLayer).toHaveLength(1);
    const none: DataLayerHost = {};
    pushEventThen(none, { event: "reservation" }, () => ran++, { setTimer: () => {}, onlyIfPresent: true });
    expect(ran).toBe(2);
    expect(none.dataLayer).toBeUndefined();
  });
});
