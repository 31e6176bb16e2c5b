import { describe, expect, it } from "vitest";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import { blockComponents } from "../../generated/registry/block-components.ts";
import { parseHtml } from "../../tests/support/render-block.ts";
import { renderBlocksToHtml } from "../render-blocks.server.tsx";
import { BLOCK_ERROR_MESSAGE, BLOCK_RETRY_LABEL } from "./block-boundary.tsx";
import type { ComponentRegistry } from "./block-tree.tsx";

function Exploding(): never {
  throw new Error("kaboom");
}

const registry = { ...blockComponents, quote: Exploding } as unknown as ComponentRegistry;

function quote(id: string, extra: Record<string, unknown> = {}) {
  return {
    type: "quote",
    props: {
      id,
      quote: `Quote ${id}`,
      alignment: "center",
      author: "",
      author_position: "",
      box_color: "light-theme",
      padding: "normal",
      block_scroll_id: "",
      ...extra,
    },
  };
}

describe("a block that throws while rendering on the server", () => {
  it("is replaced by the error message and a Try again button, and the rest of the page renders", () => {
    const page = {
      content: [
        {
          type: "hero-title-banner",
          props: {
            id: "hero",
            heading: "Still here",
            level: 1,
            header_size: "xl",
            header_font: "primary",
            box_color: "black-theme",
            block_scroll_id: "",
          },
        },
        { type: "quote", props: { id: "broken", quote: "x" } },
      ],
    };
    const rendered = renderBlocksToHtml(page as never, { registry, url: "/offers?model=estate" });
    const dom = parseHtml(rendered.html);
    expect(dom.querySelector("h1")?.textContent).toBe("Still here");
    const failure = dom.querySelector('[data-block="quote"] [role="alert"]');
    expect(failure?.textContent).toContain(BLOCK_ERROR_MESSAGE);
    const form = failure?.querySelector("form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/offers");
    expect(form?.querySelector('input[name="model"]')?.getAttribute("value")).toBe("estate");
    expect(form?.querySelector("button")?.textContent).toBe(BLOCK_RETRY_LABEL);
    expect(rendered.failedBlocks).toEqual([{ id: "broken", type: "quote" }]);
  });

  it("reports no failures when nothing throws", () => {
    const rendered = renderBlocksToHtml({ content: [quote("fine")] } as never);
    expect(rendered.failedBlocks).toEqual([]);
    expect(rendered.html).not.toContain(BLOCK_ERROR_MESSAGE);
  });
});

describe("block frames", () => {
  it("carry the rdx- anchor of the Block Scroll ID and the 1-based position of top-level blocks", () => {
    const dom = parseHtml(
      renderBlocksToHtml({ content: [quote("a"), quote("b", { block_scroll_id: "offers" })] } as never).html,
    );
    const frames = [...dom.querySelectorAll(".fc-block")];
    expect(frames.map((frame) => frame.getAttribute("data-component-index"))).toEqual(["1", "2"]);
    expect(frames[1]?.id).toBe("rdx-offers");
    expect(frames[0]?.hasAttribute("id")).toBe(false);
  });

  it("carry the text direction of a block with the shared dir field, and none otherwise", () => {
    const dom = parseHtml(
      renderBlocksToHtml({
        content: [quote("a", { dir: "rtl" }), quote("b", { dir: "ltr" }), quote("c"), quote("d", { dir: "up" })],
      } as never).html,
    );
    const frames = [...dom.querySelectorAll(".fc-block")];
    expect(frames.map((frame) => frame.getAttribute("dir"))).toEqual(["rtl", "ltr", null, null]);
  });

  it("draw nested blocks inside their parent, without a page position of their own", () => {
    const page = {
      content: [{ type: "tabs", props: { id: "outer", tabs: [{ tab_label: "First", content: [quote("inner")] }] } }],
    };
    const dom = parseHtml(
      renderBlocksToHtml(normalizePage({ schemaVersion: 1, root: { props: {} }, ...page } as never)).html,
    );
    const inner = dom.querySelector('[data-block="tabs"] [data-block="quote"]');
    expect(inner?.textContent).toContain("Quote inner");
    expect(inner?.hasAttribute("data-component-index")).toBe(false);
  });
});

describe("islands", () => {
  it("send an interactive block's props to the browser, but not the HTML of its nested blocks", () => {
    const page = {
      content: [
        {
          type: "tabs",
          props: {
            id: "outer",
            tabs: [{ tab_label: "First </script><script>alert(1)</script>", content: [quote("inner")] }],
          },
        },
      ],
    };
    const rendered = renderBlocksToHtml(normalizePage({ schemaVersion: 1, root: { props: {} }, ...page } as never));
    const dom = parseHtml(rendered.html);
    const island = dom.querySelector('[data-island="tabs"]');
    expect(island?.querySelector('[data-block="quote"]')?.textContent).toContain("Quote inner");
    const payload =
      dom.querySelector(`script[data-island-props="${island?.getAttribute("data-island-id")}"]`)?.textContent ?? "";
    expect(JSON.parse(payload)).toMatchObject({
      type: "tabs",
      blockId: "outer",
      props: { tabs: [{ tab_label: "First </script><script>alert(1)</script>", content: null }] },
    });
    expect(payload).not.toContain("Quote inner");
    expect(payload).not.toContain("</script>");
    expect(rendered.islands).toEqual([{ id: "i1", type: "tabs", hydrate: "load" }]);
  });
});
