import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blockComponents } from "../../generated/registry/block-components.ts";
import { parseHtml } from "../../tests/support/render-block.ts";
import { BlockList, type ComponentRegistry } from "./block-tree.tsx";
import { RenderEnvironmentContext, createRenderEnvironment } from "./render-environment.ts";
import { PageVisibilityContext, type PageVisibility } from "./visibility.ts";

const registry = blockComponents as unknown as ComponentRegistry;

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

const base: PageVisibility = {
  path: "/defender/offers",
  offers: [],
  lists: null,
  now: Date.parse("2026-11-26T12:00:00Z"),
  timeZone: "Europe/London",
  externalStockUrl: "https://stock.example/api",
};

function render(nodes: unknown[], visibility: PageVisibility | null) {
  const environment = createRenderEnvironment("server", visibility?.path ?? "/");
  const html = renderToString(
    <RenderEnvironmentContext.Provider value={environment}>
      <PageVisibilityContext.Provider value={visibility}>
        <BlockList nodes={nodes} registry={registry} topIndex={null} />
      </PageVisibilityContext.Provider>
    </RenderEnvironmentContext.Provider>,
  );
  return { dom: parseHtml(html), environment };
}

const shown = (dom: ReturnType<typeof parseHtml>) =>
  [...dom.querySelectorAll("blockquote, figure, p")].map((node) => node.textContent ?? "").join(" ");

describe("server-side visibility of blocks", () => {
  it("renders a url_brands block only under its brand's path", () => {
    const nodes = [
      quote("always"),
      quote("defender", { dc_strategy: { key: "url_brands", value: "Defender" } }),
      quote("discovery", { dc_strategy: { key: "url_brands", value: "discovery" } }),
    ];
    const { dom } = render(nodes, base);
    expect(shown(dom)).toContain("Quote always");
    expect(shown(dom)).toContain("Quote defender");
    expect(shown(dom)).not.toContain("Quote discovery");
    expect(dom.querySelectorAll(".fc-block")).toHaveLength(2);
  });

  it("decides mena_offers and reffine_sl from the page's facts", () => {
    const nodes = [
      quote("offer", { dc_strategy: { key: "mena_offers", value: "car_model_key=defender" } }),
      quote("listed", { dc_strategy: { key: "reffine_sl", name: "models", value: "Range Rover" } }),
      quote("unlisted", { dc_strategy: { key: "reffine_sl", name: "models", value: "discovery" } }),
    ];
    const { dom } = render(nodes, {
      ...base,
      offers: [{ car_model_key: "Defender" }],
      lists: { models: ["range_rover"] },
    });
    expect(shown(dom)).toContain("Quote offer");
    expect(shown(dom)).toContain("Quote listed");
    expect(shown(dom)).not.toContain("Quote unlisted");
    expect(shown(render(nodes.slice(0, 1), base).dom)).not.toContain("Quote offer");
  });

  it("keeps a mena_external_sl block and adds the probe island that decides it in the browser", () => {
    const { dom, environment } = render(
      [quote("external", { dc_strategy: { key: "mena_external_sl", value: "any_lr" } })],
      base,
    );
    expect(shown(dom)).toContain("Quote external");
    expect(environment.islands.map((island) => island.type)).toEqual(["shell:external-stock-probe"]);
    expect(dom.querySelector('[data-island="shell:external-stock-probe"]')?.closest(".fc-block")).not.toBeNull();
  });

  it("shows a scheduled block inside its dates only and records the next boundary", () => {
    const nodes = [
      quote("now", { offer_schedule: { start_date: "2026-11-26", end_date: "2026-11-30" } }),
      quote("ended", { offer_schedule: { start_date: "2026-11-01", end_date: "2026-11-25" } }),
      quote("later", { offer_schedule: { start_date: "2026-11-28", end_date: "2026-12-31" } }),
    ];
    const { dom, environment } = render(nodes, base);
    expect(shown(dom)).toContain("Quote now");
    expect(shown(dom)).not.toContain("Quote ended");
    expect(shown(dom)).not.toContain("Quote later");
    expect(environment.expiresAt).toBe(Date.parse("2026-11-28T00:00:01Z"));
  });

  it("shows every block in the editor (no page visibility)", () => {
    const nodes = [
      quote("ended", { offer_schedule: { start_date: "2020-01-01", end_date: "2020-01-02" } }),
      quote("brand", { dc_strategy: { key: "url_brands", value: "jaguar" } }),
    ];
    expect(render(nodes, null).dom.querySelectorAll(".fc-block")).toHaveLength(2);
  });
});
