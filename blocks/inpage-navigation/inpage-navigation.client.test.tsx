// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import InpageNavigation from "./inpage-navigation.tsx";

type NavProps = BlockProps<"inpage-navigation">;

/** The freshly inserted block: links to overview, design, performance and specifications. */
function props(overrides: Partial<NavProps> = {}): NavProps {
  return {
    ...(structuredClone(blockMeta["inpage-navigation"].insertDefaults) as unknown as NavProps),
    id: "nav-test",
    ...overrides,
  };
}

/** A stand-in for IntersectionObserver that lets a test say what is in view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports these sections (by Block Scroll ID) entering or leaving the highlight zone. */
  report(changes: Record<string, boolean>) {
    const entries = Object.entries(changes).map(([id, isIntersecting]) => ({
      target: document.getElementById(`rdx-${id}`)!,
      isIntersecting,
    }));
    act(() =>
      this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver),
    );
  }
}

/** Page blocks framed like the renderer does, each placed `top` px down the page. */
function addSections(positions: Record<string, number>) {
  for (const [id, top] of Object.entries(positions)) {
    const section = document.createElement("div");
    section.id = `rdx-${id}`;
    section.textContent = id;
    section.getBoundingClientRect = () => ({
      top,
      bottom: top + 400,
      left: 0,
      right: 800,
      width: 800,
      height: 400,
      x: 0,
      y: top,
      toJSON: () => ({}),
    });
    document.body.append(section);
  }
}

/** The site header: sticky, 48px high, marked for the scroll offset. */
function addStickyHeader() {
  const header = document.createElement("header");
  header.setAttribute("data-scroll-offset", "");
  header.style.position = "sticky";
  header.getBoundingClientRect = () => ({
    top: 0,
    bottom: 48,
    left: 0,
    right: 800,
    width: 800,
    height: 48,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  document.body.prepend(header);
}

function current(): string[] {
  return screen
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "true")
    .map((link) => link.textContent ?? "");
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  scrollTo = vi.fn();
  vi.stubGlobal("scrollTo", scrollTo);
  window.history.replaceState(null, "", "/models/estate");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("inpage navigation links in the browser", () => {
  it("smooth-scrolls to the section below the sticky bars and puts its anchor in the URL without a new history entry", () => {
    addStickyHeader();
    addSections({ design: 900 });
    render(<InpageNavigation {...props()} />);
    const historyLength = window.history.length;
    const followed = fireEvent.click(screen.getByRole("link", { name: "Design" }));
    expect(followed).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 - 48, behavior: "smooth" });
    expect(window.location.hash).toBe("#rdx-design");
    expect(window.location.pathname).toBe("/models/estate");
    expect(window.history.length).toBe(historyLength);
  });

  it("handles the click itself, so the page's scroll manager does not scroll a second time", () => {
    addSections({ design: 900 });
    // The scroll manager ignores clicks whose default was prevented (renderer/primitives/scroll-to-hash.ts).
    const seenByPage: boolean[] = [];
    const pageListener = (event: Event) => seenByPage.push(event.defaultPrevented);
    document.addEventListener("click", pageListener);
    render(<InpageNavigation {...props()} />);
    fireEvent.click(screen.getByRole("link", { name: "Design" }));
    document.removeEventListener("click", pageListener);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(seenByPage).toEqual([true]);
  });

  it("leaves the browser in charge when the section is not on the page", () => {
    render(<InpageNavigation {...props()} />);
    const followed = fireEvent.click(screen.getByRole("link", { name: "Performance" }));
    expect(followed).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("leaves a click with a modifier key (new tab, new window) to the browser", () => {
    addSections({ design: 900 });
    render(<InpageNavigation {...props()} />);
    expect(fireEvent.click(screen.getByRole("link", { name: "Design" }), { ctrlKey: true })).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls back to the top with the go-to-top link and drops the anchor from the URL", () => {
    window.history.replaceState(null, "", "/models/estate?trim=s#rdx-design");
    render(<InpageNavigation {...props({ goTopShort: "Back to top" })} />);
    const followed = fireEvent.click(screen.getByRole("link", { name: "Back to top" }));
    expect(followed).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    expect(window.location.hash).toBe("");
    expect(window.location.pathname + window.location.search).toBe("/models/estate?trim=s");
  });
});

describe("inpage navigation highlights the section in view", () => {
  it("watches every linked section that is on the page, in a zone starting below the sticky bars", () => {
    addStickyHeader();
    addSections({ overview: 0, design: 500, specifications: 1500 });
    render(<InpageNavigation {...props()} />);
    expect(FakeObserver.instances).toHaveLength(1);
    const observer = FakeObserver.instances[0]!;
    expect(observer.observed.map((element) => element.id)).toEqual([
      "rdx-overview",
      "rdx-design",
      "rdx-specifications",
    ]);
    expect(observer.options.rootMargin).toMatch(/^-48px 0px -\d+% 0px$/);
  });

  it("marks the link of the section in view as current, and moves the mark as the page scrolls", () => {
    addSections({ overview: 0, design: 500, specifications: 1500 });
    render(<InpageNavigation {...props()} />);
    const observer = FakeObserver.instances[0]!;
    expect(current()).toEqual([]);
    observer.report({ overview: true });
    expect(current()).toEqual(["Overview"]);
    observer.report({ design: true });
    // Two sections in the zone: the first one in the bar's order wins.
    expect(current()).toEqual(["Overview"]);
    observer.report({ overview: false });
    expect(current()).toEqual(["Design"]);
    observer.report({ design: false, specifications: true });
    expect(current()).toEqual(["Specifications"]);
    observer.report({ specifications: false });
    expect(current()).toEqual([]);
  });

  it("stops watching when it leaves the page", () => {
    addSections({ overview: 0 });
    const { unmount } = render(<InpageNavigation {...props()} />);
    unmount();
    expect(FakeObserver.instances[0]!.disconnected).toBe(true);
  });
});
