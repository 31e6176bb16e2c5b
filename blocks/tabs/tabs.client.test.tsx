// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { BlockContext, imageLoadingFor } from "../../renderer/page/block-context.ts";
import { StaticSlot, withSlotComponents } from "../../renderer/page/slots.tsx";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";
import Tabs from "./tabs.tsx";

type TabsProps = BlockProps<"tabs">;

/** The freshly inserted block's props, each tab's nested blocks standing in as a small component. */
function props(overrides: Partial<TabsProps> = {}): TabsProps {
  const defaults = structuredClone(blockMeta.tabs.insertDefaults) as unknown as TabsProps;
  const tabs = defaults.tabs.map((tab) => ({
    ...tab,
    content: () => <p>{`${tab.tab_label} content`}</p>,
  })) as TabsProps["tabs"];
  return { ...defaults, id: "tabs-test", tabs, ...overrides };
}

function visibleText(): string[] {
  return screen
    .getAllByRole("tabpanel", { hidden: true })
    .filter((panel) => !panel.hidden)
    .map((panel) => panel.textContent ?? "");
}

function selectedTab(): string | null {
  return screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true")?.textContent ?? null;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("tabs in the browser", () => {
  it("shows the first tab until another one is clicked, then only that one", () => {
    render(<Tabs {...props()} />);
    expect(visibleText()).toEqual(["Design content"]);
    fireEvent.click(screen.getByRole("tab", { name: "Performance" }));
    expect(visibleText()).toEqual(["Performance content"]);
    expect(selectedTab()).toBe("Performance");
    // The other panels stay in the page, hidden, with their content rendered once.
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(3);
    expect(screen.getAllByText(/ content$/)).toHaveLength(3);
  });

  it("moves between tabs with the arrow keys, wrapping around, and Home/End", () => {
    render(<Tabs {...props()} />);
    const design = screen.getByRole("tab", { name: "Design" });
    design.focus();
    fireEvent.keyDown(design, { key: "ArrowRight" });
    expect(selectedTab()).toBe("Performance");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Performance" }));
    expect(visibleText()).toEqual(["Performance content"]);

    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(selectedTab()).toBe("Technology");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(selectedTab()).toBe("Design");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(selectedTab()).toBe("Technology");
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(selectedTab()).toBe("Design");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Design" }));
    expect(visibleText()).toEqual(["Design content"]);
  });

  it("keeps only the selected tab in the tab order", () => {
    render(<Tabs {...props()} />);
    fireEvent.click(screen.getByRole("tab", { name: "Technology" }));
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it("starts on the tab whose Tab ID is the URL hash", () => {
    window.history.replaceState(null, "", "/#technology");
    render(<Tabs {...props()} />);
    expect(selectedTab()).toBe("Technology");
    expect(visibleText()).toEqual(["Technology content"]);
  });

  it("switches when the hash changes to another Tab ID, and ignores hashes it does not know", () => {
    render(<Tabs {...props()} />);
    act(() => {
      window.history.replaceState(null, "", "/#performance");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(selectedTab()).toBe("Performance");
    act(() => {
      window.history.replaceState(null, "", "/#somewhere-else");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(selectedTab()).toBe("Performance");
  });
});

describe("tabs with has_modal in the browser", () => {
  function dialog(): HTMLDialogElement {
    return document.querySelector("dialog.tabs__dialog")!;
  }

  it("opens the chosen tab's content in a modal dialog and closes it with the close button, returning focus", () => {
    render(<Tabs {...props({ has_modal: true })} />);
    expect(dialog().open).toBe(false);
    const opener = screen.getByRole("button", { name: "Performance" });
    opener.focus();
    fireEvent.click(opener);
    expect(dialog().open).toBe(true);
    expect(opener.getAttribute("aria-expanded")).toBe("true");
    expect(dialog().querySelector(".tabs__dialog-title")!.textContent).toBe("Performance");
    expect(visibleText()).toEqual(["Performance content"]);

    // A browser moves focus into the modal; closing must bring it back to the opener.
    const close = screen.getByRole("button", { name: "Close" });
    close.focus();
    fireEvent.click(close);
    expect(dialog().open).toBe(false);
    expect(opener.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(opener);
  });

  it("closes on Escape and returns focus to the button that opened it", () => {
    render(<Tabs {...props({ has_modal: true })} />);
    const opener = screen.getByRole("button", { name: "Technology" });
    fireEvent.click(opener);
    expect(dialog().open).toBe(true);
    fireEvent.keyDown(dialog(), { key: "Escape" });
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});

describe("tabs hydrating over the server's HTML", () => {
  it("takes over the server HTML without re-rendering it, keeping the nested blocks, and then switches tabs", async () => {
    const quote = (id: string, text: string) => ({ type: "quote", props: { id, quote: text } });
    const server = renderBlock(
      "tabs",
      propsFor("tabs", {
        tabs: [
          { tab_label: "One", content: [quote("q1", "First nested quote")] },
          { tab_label: "Two", content: [quote("q2", "Second nested quote")] },
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
    // React reports attribute mismatches (which it leaves unpatched) through console.error.
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => errors.push(args));
    const hydrationProps = withSlotComponents(
      payload.props,
      blockMeta.tabs.slotPaths,
      () => StaticSlot,
    ) as unknown as TabsProps;

    await act(async () => {
      hydrateRoot(
        root,
        <BlockContext.Provider
          value={{
            id: payload.blockId,
            type: "tabs",
            index: payload.index,
            imageLoading: imageLoadingFor(payload.index),
          }}
        >
          <Tabs {...hydrationProps} />
        </BlockContext.Provider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(root.innerHTML).toBe(before);

    fireEvent.click(root.querySelectorAll<HTMLElement>('[role="tab"]')[1]!);
    const panels = [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    expect(panels.map((panel) => panel.hidden)).toEqual([true, false]);
    expect(panels[1]!.textContent).toBe("Second nested quote");
    expect(panels[0]!.textContent).toBe("First nested quote");
    root.remove();
  });
});
