// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";
import QuoteSlider, { SLIDE_DURATION_MS } from "./quote-slider.tsx";

type SliderProps = BlockProps<"quote-slider">;

/** The freshly inserted block: three quotes, by Alex Morgan, Priya Shah and Tom Becker. */
function props(overrides: Partial<SliderProps> = {}): SliderProps {
  return {
    ...(structuredClone(blockMeta["quote-slider"].insertDefaults) as unknown as SliderProps),
    id: "slider-test",
    ...overrides,
  };
}

/** The author of the one quote a visitor can see. */
function visibleAuthors(): string[] {
  return screen
    .getAllByRole("group", { hidden: true })
    .filter((slide) => !slide.hidden)
    .map((slide) => slide.querySelector(".quote-slider__author")?.textContent ?? "");
}

function status(): HTMLElement {
  return screen.getByText(/^Slide \d+ of \d+$/);
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("quote slider in the browser", () => {
  it("shows the next quote when Next is pressed, and wraps around at either end", () => {
    render(<QuoteSlider {...props()} />);
    expect(visibleAuthors()).toEqual(["Alex Morgan"]);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(visibleAuthors()).toEqual(["Priya Shah"]);
    expect(status().textContent).toBe("Slide 2 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(visibleAuthors()).toEqual(["Alex Morgan"]);
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(visibleAuthors()).toEqual(["Tom Becker"]);
    expect(status().textContent).toBe("Slide 3 of 3");
  });

  it("jumps to a slide from its indicator and marks that indicator current", () => {
    render(<QuoteSlider {...props()} />);
    fireEvent.click(screen.getByRole("button", { name: "Slide 3" }));
    expect(visibleAuthors()).toEqual(["Tom Becker"]);
    expect(screen.getByRole("button", { name: "Slide 3" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: "Slide 1" }).hasAttribute("aria-current")).toBe(false);
  });

  it("keeps every quote in the page while showing one", () => {
    render(<QuoteSlider {...props()} />);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    const slides = screen.getAllByRole("group", { hidden: true });
    expect(slides).toHaveLength(3);
    expect(slides.map((slide) => slide.hidden)).toEqual([true, false, true]);
  });

  it("moves with a swipe on a touch screen", () => {
    const { container } = render(<QuoteSlider {...props()} />);
    const track = container.querySelector(".quote-slider__slides")!;
    fireEvent.touchStart(track, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 120 }] });
    expect(visibleAuthors()).toEqual(["Priya Shah"]);
    fireEvent.touchStart(track, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 280 }] });
    expect(visibleAuthors()).toEqual(["Alex Morgan"]);
    // A tap is not a swipe.
    fireEvent.touchStart(track, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 110 }] });
    expect(visibleAuthors()).toEqual(["Alex Morgan"]);
  });
});

describe("quote slider with has_timer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("does not move by itself without has_timer", () => {
    render(<QuoteSlider {...props({ has_timer: false })} />);
    advance(SLIDE_DURATION_MS * 3);
    expect(visibleAuthors()).toEqual(["Alex Morgan"]);
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).toBeNull();
  });

  it("advances every 6 seconds, wrapping to the first quote, with the live region quiet meanwhile", () => {
    render(<QuoteSlider {...props({ has_timer: true })} />);
    expect(status().getAttribute("aria-live")).toBe("off");
    advance(SLIDE_DURATION_MS - 1);
    expect(visibleAuthors()).toEqual(["Alex Morgan"]);
    advance(1);
    expect(visibleAuthors()).toEqual(["Priya Shah"]);
    advance(SLIDE_DURATION_MS);
    expect(visibleAuthors()).toEqual(["Tom Becker"]);
    advance(SLIDE_DURATION_MS);
    expect(visibleAuthors()).toEqual(["Alex Morgan"]);
  });

  it("stops with the pause button and starts again with play", () => {
    render(<QuoteSlider {...props({ has_timer: true })} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic slide show" }));
    advance(SLIDE_DURATION_MS * 3);
    expect(visibleAuthors()).toEqual(["Alex Morgan"]);
    expect(status().getAttribute("aria-live")).toBe("polite");
    fireEvent.click(screen.getByRole("button", { name: "Play automatic slide show" }));
    advance(SLIDE_DURATION_MS);
    expect(visibleAuthors()).toEqual(["Priya Shah"]);
    expect(screen.getByRole("button", { name: "Pause automatic slide show" })).toBeTruthy();
  });

  it("pauses while the pointer is over it and resumes when it leaves", () => {
    const { container } = render(<QuoteSlider {...props({ has_timer: true })} />);
    const section = container.querySelector("section")!;
    fireEvent.mouseEnter(section);
    advance(SLIDE_DURATION_MS * 3);
    expect(visibleAuthors()).toEqual(["Alex Morgan"]);
    fireEvent.mouseLeave(section);
    advance(SLIDE_DURATION_MS);
    expect(visibleAuthors()).toEqual(["Priya Shah"]);
  });

  it("pauses while keyboard focus is inside it and resumes when focus leaves", () => {
    const outside = document.createElement("button");
    document.body.append(outside);
    render(<QuoteSlider {...props({ has_timer: true })} />);
    act(() => screen.getByRole("button", { name: "Next slide" }).focus());
    advance(SLIDE_DURATION_MS * 3);
    expect(visibleAuthors()).toEqual(["Alex Morgan"]);
    act(() => outside.focus());
    advance(SLIDE_DURATION_MS);
    expect(visibleAuthors()).toEqual(["Priya Shah"]);
    outside.remove();
  });

  it("restarts the full interval after the visitor moves by hand", () => {
    render(<QuoteSlider {...props({ has_timer: true })} />);
    advance(SLIDE_DURATION_MS - 1000);
    fireEvent.click(screen.getByRole("button", { name: "Slide 3" }));
    advance(SLIDE_DURATION_MS - 1);
    expect(visibleAuthors()).toEqual(["Tom Becker"]);
    advance(1);
    expect(visibleAuthors()).toEqual(["Alex Morgan"]);
  });

  it("stays still for visitors who prefer reduced motion", () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches: query.includes("prefers-reduced-motion: reduce"),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    render(<QuoteSlider {...props({ has_timer: true })} />);
    advance(SLIDE_DURATION_MS * 3);
    expect(visibleAuthors()).toEqual(["Alex Morgan"]);
    expect(screen.getByRole("button", { name: "Play automatic slide show" })).toBeTruthy();
  });
});

describe("quote slider hydrating over the server's HTML", () => {
  it("takes over the server HTML unchanged, then moves to the next quote", async () => {
    const server = renderBlock("quote-slider", propsFor("quote-slider", { has_timer: true }));
    const island = server.dom.querySelector<HTMLElement>("[data-island]")!;
    const payload = JSON.parse(server.dom.querySelector("script[data-island-props]")!.textContent!) as {
      props: SliderProps;
    };
    const root = document.createElement("div");
    root.innerHTML = island.innerHTML;
    document.body.append(root);
    const before = root.innerHTML;
    const errors: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => errors.push(args));
    await act(async () => {
      hydrateRoot(root, <QuoteSlider {...payload.props} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(root.innerHTML).toBe(before);
    fireEvent.click(root.querySelector<HTMLElement>('[aria-label="Next slide"]')!);
    const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.hidden)).toEqual([true, false, true]);
    root.remove();
  });
});
