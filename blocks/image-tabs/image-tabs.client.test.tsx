// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { BlockContext, imageLoadingFor } from "../../renderer/page/block-context.ts";
import { StaticSlot, withSlotComponents } from "../../renderer/page/slots.tsx";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";
import ImageTabs from "./image-tabs.tsx";

type ImageTabsProps = BlockProps<"image-tabs">;

/** The freshly inserted block (Exterior, Interior, Details), each tab's nested blocks standing in as a small component. */
function props(overrides: Partial<ImageTabsProps> = {}): ImageTabsProps {
  const defaults = structuredClone(blockMeta["image-tabs"].insertDefaults) as unknown as ImageTabsProps;
  const tabs = defaults.tabs.map((tab) => ({
    ...tab,
    content: () => <p>{`${tab.tab_label} content`}</p>,
  })) as ImageTabsProps["tabs"];
  return { ...defaults, id: "image-tabs-test", tabs, ...overrides };
}

/** What the visitor sees of the panels: the visible ones' image and text. */
function visible(): { image: string | null; text: string }[] {
  return screen
    .getAllByRole("tabpanel", { hidden: true })
    .filter((panel) => !panel.hidden)
    .map((panel) => ({
      image: panel.querySelector("img")?.getAttribute("alt") ?? null,
      text: panel.textContent ?? "",
    }));
}

function selectedTab(): string | null {
  return screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true")?.textContent ?? null;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("image tabs in the browser", () => {
  it("shows the first tab's image and content until another tab is clicked, then only that one", () => {
    render(<ImageTabs {...props()} />);
    expect(visible()).toEqual([
      { image: "The estate in silver, seen from the side on a mountain road", text: "Exterior content" },
    ]);
    fireEvent.click(screen.getByRole("tab", { name: "Interior" }));
    expect(visible()).toEqual([{ image: "The cabin in tan leather with open-pore walnut", text: "Interior content" }]);
    expect(selectedTab()).toBe("Interior");
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(3);
  });

  it("moves between tabs with the arrow keys, wrapping around, and with Home and End, taking focus along", () => {
    render(<ImageTabs {...props()} />);
    const exterior = screen.getByRole("tab", { name: "Exterior" });
    exterior.focus();
    fireEvent.keyDown(exterior, { key: "ArrowRight" });
    expect(selectedTab()).toBe("Interior");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Interior" }));
    expect(visible().map((panel) => panel.text)).toEqual(["Interior content"]);

    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(selectedTab()).toBe("Details");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(selectedTab()).toBe("Exterior");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(selectedTab()).toBe("Details");
    expect(visible().map((panel) => panel.text)).toEqual(["Details content"]);
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(selectedTab()).toBe("Exterior");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Exterior" }));
  });

  it("ignores other keys", () => {
    render(<ImageTabs {...props()} />);
    fireEvent.keyDown(screen.getByRole("tab", { name: "Exterior" }), { key: "ArrowDown" });
    fireEvent.keyDown(screen.getByRole("tab", { name: "Exterior" }), { key: "a" });
    expect(selectedTab()).toBe("Exterior");
  });

  it("keeps only the selected tab in the tab order", () => {
    render(<ImageTabs {...props()} />);
    fireEvent.click(screen.getByRole("tab", { name: "Details" }));
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it("starts on the tab whose Tab ID is the URL hash", () => {
    window.history.replaceState(null, "", "/#details");
    render(<ImageTabs {...props()} />);
    expect(selectedTab()).toBe("Details");
    expect(visible().map((panel) => panel.text)).toEqual(["Details content"]);
  });

  it("switches when the hash changes to another Tab ID, and ignores hashes it does not know", () => {
    render(<ImageTabs {...props()} />);
    act(() => {
      window.history.replaceState(null, "", "/#interior");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(selectedTab()).toBe("Interior");
    act(() => {
      window.history.replaceState(null, "", "/#somewhere-else");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(selectedTab()).toBe("Interior");
  });
});

describe("image tabs hydrating over the server's HTML", () => {
  async function hydrate(hash: string) {
    const quote = (id: string, text: string) => ({ type: "quote", props: { id, quote: text } });
    const server = renderBlock(
      "image-tabs",
      propsFor("image-tabs", {
        tabs: [
          {
            tab_label: "One",
            tab_id: "one",
            image: { id: "demo-exterior-1", alt: "First image" },
            content: [quote("q1", "First nested quote")],
          },
          {
            tab_label: "Two",
            tab_id: "two",
            image: { id: "demo-interior-1", alt: "Second image" },
            content: [quote("q2", "Second nested quote")],
          },
        ],
      }),
    );
    // The server knows no URL hash; the browser does.
    window.history.replaceState(null, "", `/${hash}`);
    const island = server.dom.querySelector<HTMLElement>("[data-island]")!;
    const payload = JSON.parse(server.dom.querySelector("script[data-island-props]")!.textContent!) as {
      blockId: string;
      index: number;
      props: Record<string, unknown>;
    };
    const root = document.createElement("div");
    root.innerHTML = island.innerHTML;
    document.body.append(root);
    const errors: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => errors.push(args));
    const hydrationProps = withSlotComponents(
      payload.props,
      blockMeta["image-tabs"].slotPaths,
      () => StaticSlot,
    ) as unknown as ImageTabsProps;
    const before = root.innerHTML;
    await act(async () => {
      hydrateRoot(
        root,
        <BlockContext.Provider
          value={{
            id: payload.blockId,
            type: "image-tabs",
            index: payload.index,
            imageLoading: imageLoadingFor(payload.index),
          }}
        >
          <ImageTabs {...hydrationProps} />
        </BlockContext.Provider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    const panels = () => [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    return { root, before, errors, panels };
  }

  it("takes over the server HTML without re-rendering it, keeping the nested blocks, and then switches tabs", async () => {
    const { root, before, errors, panels } = await hydrate("");
    expect(errors).toEqual([]);
    expect(root.innerHTML).toBe(before);
    fireEvent.click(root.querySelectorAll<HTMLElement>('[role="tab"]')[1]!);
    expect(panels().map((panel) => panel.hidden)).toEqual([true, false]);
    expect(panels()[1]!.textContent).toBe("Second nested quote");
    expect(panels()[0]!.textContent).toBe("First nested quote");
    root.remove();
  });

  it("selects the tab named by the URL hash after hydrating, without a hydration mismatch", async () => {
    const { root, errors, panels } = await hydrate("#two");
    expect(errors).toEqual([]);
    expect(panels().map((panel) => panel.hidden)).toEqual([true, false]);
    root.remove();
  });
});
