// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { afterPaint, runWaitingPaintTasks } from "./after-paint.ts";

const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

describe("work deferred until after the next paint", () => {
  it("runs after the paint, once", async () => {
    const task = vi.fn();
    afterPaint(task);
    expect(task).not.toHaveBeenCalled();
    await nextPaint();
    expect(task).toHaveBeenCalledTimes(1);
    runWaitingPaintTasks();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs at once when the page is leaving, and not a second time when the paint comes", async () => {
    const task = vi.fn();
    afterPaint(task);
    runWaitingPaintTasks();
    expect(task).toHaveBeenCalledTimes(1);
    await nextPaint();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("never runs a task that was cancelled (the keystroke was superseded)", async () => {
    const superseded = vi.fn();
    const latest = vi.fn();
    const cancel = afterPaint(superseded);
    cancel();
    afterPaint(latest);
    runWaitingPaintTasks();
    await nextPaint();
    expect(superseded).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
