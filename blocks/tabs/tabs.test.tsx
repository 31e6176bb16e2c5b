import { describe, expect, it } from "vitest";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import { renderBlocksToHtml } from "../../renderer/render-blocks.server.tsx";
import { seriousViolations } from "../../tests/support/axe.ts";
import { pageOf, parseHtml, propsFor, renderBlock } from "../../tests/support/render-block.ts";
import migrations from "./migrations.ts";

const quote = (id: string, text: string) => ({ type: "quote", props: { id, quote: text } });

const threeTabs = [
  { tab_label: "Design", tab_id: "design", content: [quote("q-design", "Shaped by the wind.")] },
  { tab_label: "Performance", content: [quote("q-performance", "Quick and composed.")] },
  { tab_label: "Technology", tab_id: "tech", content: [quote("q-technology", "Quietly clever.")] },
];

function tabs(props: Record<string, unknown> = {}) {
  const rendered = renderBlock("tabs", propsFor("tabs", props));
  const section = rendered.dom.querySelector('[data-block="tabs"] section.tabs');
  if (!section) throw new Error("no tabs rendered");
  const tabButtons = [...section.querySelectorAll('[role="tablist"] [role="tab"]')];
  const panels = [...section.querySelectorAll('[role="tabpanel"]')];
  return { ...rendered, section, tabButtons, panels };
}

describe("tabs: what a visitor sees first", () => {
  it("lists one tab per tab, labelled and in order, with the first one selected", () => {
    const { tabButtons } = tabs({ tabs: threeTabs });
    expect(tabButtons.map((tab) => tab.textContent)).toEqual(["Design", "Performance", "Technology"]);
    expect(tabButtons.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    // Only the selected tab is in the tab order (roving tabindex).
    expect(tabButtons.map((tab) => tab.getAttribute("tabindex"))).toEqual(["0", "-1", "-1"]);
  });

  it("shows only the first tab's content; the others are in the HTML but hidden", () => {
    const { panels } = tabs({ tabs: threeTabs });
    expect(panels).toHaveLength(3);
    expect(panels.map((panel) => panel.hasAttribute("hidden"))).toEqual([false, true, true]);
    expect(panels[0]!.textContent).toContain("Shaped by the wind.");
    // Nested blocks of hidden tabs are rendered (once), ready to be shown.
    expect(panels[1]!.textContent).toContain("Quick and composed.");
    expect(panels[2]!.textContent).toContain("Quietly clever.");
  });

  it("renders every nested block exactly once", () => {
    const { section } = tabs({ tabs: threeTabs });
    expect(section.querySelectorAll('[data-block="quote"]')).toHaveLength(3);
    expect(section.querySelectorAll(".fc-slot")).toHaveLength(3);
  });

  it("ties each tab to its panel both ways", () => {
    const { section, tabButtons, panels } = tabs({ tabs: threeTabs });
    tabButtons.forEach((tab, index) => {
      const panel = section.querySelector(`#${tab.getAttribute("aria-controls")!}`);
      expect(panel).toBe(panels[index]);
      expect(panel!.getAttribute("aria-labelledby")).toBe(tab.id);
    });
  });

  it("shows the heading at its level and size and names the section and tab list after it", () => {
    const { section } = tabs({ heading: "Explore", header_tag: 3, header_size: "l" });
    const heading = section.querySelector("h3.tabs__heading")!;
    expect(heading.textContent).toBe("Explore");
    expect(heading.classList.contains("fc-heading--l")).toBe(true);
    expect(section.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(section.querySelector('[role="tablist"]')!.getAttribute("aria-labelledby")).toBe(heading.id);
  });

  it("draws no heading and no dangling label when the heading is blank", () => {
    const { section } = tabs({ heading: " " });
    expect(section.querySelector(".tabs__heading")).toBeNull();
    expect(section.hasAttribute("aria-labelledby")).toBe(false);
    expect(section.querySelector('[role="tablist"]')!.hasAttribute("aria-labelledby")).toBe(false);
  });

  it("themes the block with the chosen colour and spacing", () => {
    const { section } = tabs({ box_color: "black-theme", padding: "y-space-0" });
    expect(section.classList.contains("fc-theme-black-theme")).toBe(true);
    expect(section.classList.contains("fc-padding-y-space-0")).toBe(true);
  });

  it("draws stored version 1 tabs with the legacy blocks_count as it draws them without, once migrated", () => {
    const stored = { tabs: threeTabs.map((tab, index) => ({ ...tab, blocks_count: index + 2 })) };
    const migrated = migrations[0]!(stored);
    expect(JSON.stringify(migrated)).not.toContain("blocks_count");
    expect(tabs(migrated).section.outerHTML).toBe(tabs({ tabs: threeTabs }).section.outerHTML);
  });

  it("gives two tabs blocks on one page their own element ids", () => {
    const page = pageOf(
      { type: "tabs", props: propsFor("tabs", { id: "first" }) },
      { type: "tabs", props: propsFor("tabs", { id: "second" }) },
    );
    const dom = parseHtml(renderBlocksToHtml(normalizePage(page)).html);
    const ids = [...dom.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(6);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("tabs with has_modal", () => {
  it("adds a list of buttons that open each tab in a dialog", () => {
    const { section } = tabs({ has_modal: true, tabs: threeTabs });
    expect(section.classList.contains("tabs--modal")).toBe(true);
    const openers = [...section.querySelectorAll("button.tabs__opener")];
    expect(openers.map((opener) => opener.textContent)).toEqual(["Design", "Performance", "Technology"]);
    const dialog = section.querySelector("dialog.tabs__dialog")!;
    for (const opener of openers) {
      expect(opener.getAttribute("aria-haspopup")).toBe("dialog");
      expect(opener.getAttribute("aria-controls")).toBe(dialog.id);
    }
  });

  it("keeps the panels in a closed dialog with a title and a close button", () => {
    const { section, panels } = tabs({ has_modal: true, tabs: threeTabs });
    const dialog = section.querySelector("dialog.tabs__dialog")!;
    expect(dialog.hasAttribute("open")).toBe(false);
    expect(panels.every((panel) => dialog.contains(panel))).toBe(true);
    expect(section.querySelector(`#${dialog.getAttribute("aria-labelledby")!}`)!.textContent).toBe("Design");
    expect(dialog.querySelector("button.tabs__dialog-close")!.getAttribute("aria-label")).toBe("Close");
  });

  it("has neither openers nor a dialog without has_modal", () => {
    const { section } = tabs({ has_modal: false, tabs: threeTabs });
    expect(section.querySelector(".tabs__opener")).toBeNull();
    expect(section.querySelector("dialog")).toBeNull();
  });
});

describe("tabs as an island", () => {
  it("hydrates in the browser without sending the nested blocks twice", () => {
    const rendered = tabs({ tabs: threeTabs });
    expect(rendered.islands.map((island) => island.type)).toEqual(["tabs"]);
    const payload = rendered.dom.querySelector("script[data-island-props]")!.textContent!;
    expect(payload).not.toContain("Shaped by the wind.");
    expect(payload).toContain('"tab_label":"Design"');
  });
});

describe("tabs accessibility", () => {
  it("has no serious or critical axe violations, plain or with the modal variant", async () => {
    expect(await seriousViolations(tabs({ tabs: threeTabs }).html)).toEqual([]);
    expect(await seriousViolations(tabs({ has_modal: true, heading: "", tabs: threeTabs }).html)).toEqual([]);
  });
});
