// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

/** The options Embla was last given, and an API whose root is the viewport the carousel drew. */
const embla = vi.hoisted(() => ({ options: [] as { direction?: string }[] }));
vi.mock("embla-carousel-react", async () => {
  const { useMemo, useState } = await import("react");
  function useEmblaCarousel(options: { direction?: string }) {
    embla.options.push(options);
    const [root, setRoot] = useState<HTMLElement | null>(null);
    const api = useMemo(() => {
      if (!root) return undefined;
      const api = {
        rootNode: () => root,
        selectedScrollSnap: () => 0,
        scrollSnapList: () => [0, 1],
        on: () => api,
        off: () => api,
      };
      return api;
    }, [root]);
    return [setRoot, api];
  }
  return { default: useEmblaCarousel };
});

const { Carousel } = await import("./carousel.tsx");

afterEach(() => {
  cleanup();
  document.documentElement.dir = "";
  embla.options.length = 0;
});

describe("carousel direction", () => {
  it("follows its document's <html dir> when it changes after mount (the editor canvas's RTL toggle)", async () => {
    render(<Carousel label="Test" slides={[<p key="a">A</p>, <p key="b">B</p>]} />);
    expect(embla.options.at(-1)?.direction).toBe("ltr");
    await act(async () => {
      document.documentElement.dir = "rtl";
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(embla.options.at(-1)?.direction).toBe("rtl");
    await act(async () => {
      document.documentElement.dir = "ltr";
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(embla.options.at(-1)?.direction).toBe("ltr");
  });

  it("takes the direction of its block's own dir in a left-to-right document", () => {
    render(
      <div dir="rtl">
        <Carousel label="Test" slides={[<p key="a">A</p>, <p key="b">B</p>]} />
      </div>,
    );
    expect(embla.options.at(-1)?.direction).toBe("rtl");
  });
});
