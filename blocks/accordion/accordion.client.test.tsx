// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { BlockContext, imageLoadingFor } from "../../renderer/page/block-context.ts";
import { StaticSlot, withSlotComponents } from "../../renderer/page/slots.tsx";
import { RenderEnvironmentContext, createRenderEnvironment } from "../../renderer/page/render-environment.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";
import Accordion from "./accordion.tsx";

type AccordionProps = BlockProps<"accordion">;

/** The freshly inserted block (three questions), each section's nested blocks standing in as a small component. */
function props(overrides: Partial<AccordionProps> = {}): AccordionProps {
  const defaults = structuredClone(blockMeta.accordion.insertDefaults) as unknown as AccordionProps;
  const items = defaults.items.map((item, index) => ({
    ...item,
    content: () => <p>{`nested ${index + 1}`}</p>,
  })) as AccordionProps["items"];
  return { ...defaults, id: "accordion-test", items, ...overrides };
}

const [first, second, third] = [
  "How do I book a test drive?",
  "Can I part-exchange my current car?",
  "What does the warranty cover?",
];

function trigger(name: string): HTMLElement {
  return screen.getByRole("button", { name });
}

/** The nested-block stand-ins a visitor can see, i.e. those of open panels. */
function visibleNested(): string[] {
  return screen
    .getAllByText(/^nested \d$/)
    .filter((element) => !element.closest("[hidden]"))
    .map((element) => element.textContent ?? "");
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("accordion in the browser", () => {
  it("starts with every section closed", () => {
    render(<Accordion {...props()} />);
    expect(visibleNested()).toEqual([]);
    expect(screen.queryAllByRole("region")).toHaveLength(0);
    expect(screen.getAllByText(/^nested \d$/)).toHaveLength(3);
  });

  it("opens a section when its heading is pressed, showing its text and nested blocks, and closes it again", () => {
    render(<Accordion {...props()} />);
    fireEvent.click(trigger(second!));
    expect(trigger(second!).getAttribute("aria-expanded")).toBe("true");
    expect(visibleNested()).toEqual(["nested 2"]);
    const region = screen.getByRole("region", { name: second });
    expect(region.textContent).toContain("Your retailer values your car");
    fireEvent.click(trigger(second!));
    expect(trigger(second!).getAttribute("aria-expanded")).toBe("false");
    expect(visibleNested()).toEqual([]);
  });

  it("lets several sections be open at once", () => {
    render(<Accordion {...props()} />);
    fireEvent.click(trigger(first!));
    fireEvent.click(trigger(third!));
    expect(visibleNested()).toEqual(["nested 1", "nested 3"]);
    expect(screen.getAllByRole("region").map((region) => region.getAttribute("aria-labelledby"))).toEqual([
      trigger(first!).id,
      trigger(third!).id,
    ]);
  });

  it("opens every section with Open all, then closes them all with Close all", () => {
    render(<Accordion {...props()} />);
    fireEvent.click(trigger(first!));
    fireEvent.click(screen.getByRole("button", { name: "Open all" }));
    expect(visibleNested()).toEqual(["nested 1", "nested 2", "nested 3"]);
    expect(screen.getAllByRole("button", { expanded: true })).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Close all" }));
    expect(visibleNested()).toEqual([]);
    expect(screen.getByRole("button", { name: "Open all" })).toBeTruthy();
  });

  it("says Close all once the visitor has opened every section by hand, and Open all when one is closed again", () => {
    render(<Accordion {...props({ open_all_label: "Expand all", close_all_label: "Collapse all" })} />);
    for (const name of [first!, second!, third!]) fireEvent.click(trigger(name));
    expect(screen.getByRole("button", { name: "Collapse all" })).toBeTruthy();
    fireEvent.click(trigger(second!));
    expect(screen.getByRole("button", { name: "Expand all" })).toBeTruthy();
  });
});

describe("accordion hydrating over the server's HTML", () => {
  it("takes over the server HTML without re-rendering it, keeping the nested blocks, and then opens a section", async () => {
    const quote = (id: string, text: string) => ({ type: "quote", props: { id, quote: text } });
    const server = renderBlock(
      "accordion",
      propsFor("accordion", {
        has_schema: true,
        items: [
          { heading: "One", paragraph: "<p>First answer</p>", content: [quote("q1", "First nested quote")] },
          { heading: "Two", paragraph: "<p>Second answer</p>", content: [quote("q2", "Second nested quote")] },
        ],
      }),
    );
    const island = server.dom.querySelector<HTMLElement>("[data-island]")!;
    const payload = JSON.parse(server.dom.querySelector("script[data-island-props]")!.textContent!) as {
      blockId: string;
      index: number;
      props: Record<string, unknown>;
    };
    const root = document.createElement("div");
    root.innerHTML = island.innerHTML;
    document.body.append(root);
    const before = root.innerHTML;
    const errors: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => errors.push(args));
    const hydrationProps = withSlotComponents(
      payload.props,
      blockMeta.accordion.slotPaths,
      () => StaticSlot,
    ) as unknown as AccordionProps;

    await act(async () => {
      hydrateRoot(
        root,
        // As the islands runtime hydrates (renderer/islands/client.tsx): an island environment, whose rich text is the published, sanitised HTML.
        <RenderEnvironmentContext.Provider value={createRenderEnvironment("island")}>
          <BlockContext.Provider
            value={{
              id: payload.blockId,
              type: "accordion",
              index: payload.index,
              imageLoading: imageLoadingFor(payload.index),
            }}
          >
            <Accordion {...hydrationProps} />
          </BlockContext.Provider>
        </RenderEnvironmentContext.Provider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(root.innerHTML).toBe(before);

    fireEvent.click(root.querySelectorAll<HTMLElement>(".accordion__trigger")[1]!);
    const panels = [...root.querySelectorAll<HTMLElement>(".accordion__panel")];
    expect(panels.map((panel) => panel.hidden)).toEqual([true, false]);
    expect(panels[1]!.textContent).toContain("Second nested quote");
    expect(panels[0]!.textContent).toContain("First nested quote");
    root.remove();
  });
});
