// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INTERACTED_ATTRIBUTE, INTERACTION_READY_EVENT, interactionLoaderScript } from "./interaction-loader.ts";

const RUNTIME = "/assets/islands-abc.js";
const runtimeScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>("script[type='module']")].filter((script) =>
    script.src.endsWith(RUNTIME),
  );

describe("the loader of islands that wait for the visitor", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    document.documentElement.removeAttribute(INTERACTED_ATTRIBUTE);
    document.body.innerHTML = '<a href="https://elsewhere.example/">Elsewhere</a>';
    // Neither script runs here (happy-dom fetches no module): what is asked for is what counts.
    new Function(interactionLoaderScript(RUNTIME))();
  });
  afterEach(() => {
    // This test's loader stands down (each test adds one to the same window).
    window.dispatchEvent(new Event(INTERACTION_READY_EVENT));
    vi.useRealTimers();
  });

  it("loads nothing until the first interaction, then the runtime once", () => {
    expect(runtimeScripts()).toHaveLength(0);
    window.dispatchEvent(new Event("pointermove"));
    window.dispatchEvent(new Event("keydown"));
    expect(runtimeScripts()).toHaveLength(1);
    expect(document.documentElement.hasAttribute(INTERACTED_ATTRIBUTE)).toBe(true);
  });

  it("holds a link clicked before the islands are ready and replays it once they are", () => {
    const link = document.querySelector("a")!;
    const clicks: boolean[] = [];
    // Stands in for the exit popup (and for the browser's navigation: the default of a click).
    document.addEventListener("click", (event) => clicks.push(event.defaultPrevented));
    link.click();
    expect(clicks).toEqual([true]);
    expect(runtimeScripts()).toHaveLength(1);
    window.dispatchEvent(new Event(INTERACTION_READY_EVENT));
    expect(clicks).toEqual([true, false]);
    // Ready: later clicks pass straight through.
    link.click();
    expect(clicks).toEqual([true, false, false]);
  });

  it("follows a held link after a while when the islands never become ready", () => {
    const clicks: boolean[] = [];
    document.addEventListener("click", (event) => clicks.push(event.defaultPrevented));
    document.querySelector("a")!.click();
    vi.advanceTimersByTime(3100);
    expect(clicks).toEqual([true, false]);
  });
});
