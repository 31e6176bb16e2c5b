import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "../../tests/support/axe.ts";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import { renderBlocksToHtml } from "../../renderer/render-blocks.server.tsx";
import { pageOf, parseHtml, propsFor, renderBlock } from "../../tests/support/render-block.ts";

function colorPicker(props: Record<string, unknown> = {}) {
  const rendered = renderBlock("color-picker", propsFor("color-picker", props));
  const section = rendered.dom.querySelector(".color-picker");
  if (!section) throw new Error("no color picker rendered");
  return { ...rendered, section };
}

describe("color picker", () => {
  it("offers each colour as a radio in one named group, the first chosen", () => {
    const { section } = colorPicker();
    const radios = [...section.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    expect(radios).toHaveLength(4);
    expect(new Set(radios.map((radio) => radio.getAttribute("name"))).size).toBe(1);
    expect(radios.map((radio) => radio.hasAttribute("checked"))).toEqual([true, false, false, false]);
    const labels = radios.map((radio) => section.querySelector(`label[for="${radio.id}"]`)?.textContent);
    expect(labels).toEqual(["Santorini Black", "Firenze Red", "Eiger Grey", "Fuji White"]);
    expect(section.querySelector("fieldset legend")!.textContent).toBe("Paint colour");
  });

  it("draws one view per colour with its image, name and note, only the first loading eagerly", () => {
    const { section } = colorPicker();
    const views = [...section.querySelectorAll(".color-picker__view")];
    expect(views.map((view) => view.getAttribute("data-index"))).toEqual(["0", "1", "2", "3"]);
    expect(views[1]!.querySelector(".color-picker__name")!.textContent).toBe("Firenze Red");
    expect(views[1]!.querySelector(".color-picker__note")!.textContent).toBe("Metallic, €850");
    expect(views[1]!.querySelector("img")!.getAttribute("srcset")).toContain("640w");
    expect(views[1]!.querySelector("img")!.getAttribute("loading")).toBe("lazy");
    expect(views[0]!.querySelector("img")!.getAttribute("loading")).toBe("eager");
  });

  it("paints a colour without an image in its swatch colour", () => {
    const { section } = colorPicker({ colors: [{ name: "Ebony", swatch: "#1d1d1d" }] });
    expect(section.querySelector(".color-picker__paint")!.getAttribute("style")).toContain("--swatch:#1d1d1d");
  });

  it("gives two pickers on one page separate radio groups", () => {
    const document = pageOf(
      { type: "color-picker", props: propsFor("color-picker") },
      { type: "color-picker", props: propsFor("color-picker") },
    );
    const dom = parseHtml(renderBlocksToHtml(normalizePage(document)).html);
    const names = [...dom.querySelectorAll(".color-picker")].map((picker) =>
      picker.querySelector("input")!.getAttribute("name"),
    );
    expect(names).toHaveLength(2);
    expect(names[0]).not.toBe(names[1]);
  });

  it("has a stylesheet rule showing the view of every one of the 20 possible colours", () => {
    const css = readFileSync(new URL("./color-picker.css", import.meta.url), "utf8");
    for (let index = 0; index < 20; index++) {
      expect(css).toContain(
        `.color-picker:has(.color-picker__input[data-index="${index}"]:checked) .color-picker__view[data-index="${index}"]`,
      );
    }
  });

  it("has no serious or critical axe violations", async () => {
    expect(await seriousViolations(colorPicker().html)).toEqual([]);
  });
});
