import { describe, expect, it } from "vitest";
import { seriousViolations } from "../../tests/support/axe.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

const step = (label: string, extra: Record<string, unknown> = {}) => ({
  icon: "car",
  "rdx-link": { url: `/${label.toLowerCase()}`, type: "internal", link_text: label, ...extra },
});

describe("ready to go bar", () => {
  it("shows only the first four of its five steps", () => {
    const { dom } = renderBlock(
      "ready-to-go-bar",
      propsFor("ready-to-go-bar", { items: ["One", "Two", "Three", "Four", "Five"].map((label) => step(label)) }),
    );
    expect([...dom.querySelectorAll(".ready-to-go-bar__step a")].map((a) => a.textContent)).toEqual([
      "One",
      "Two",
      "Three",
      "Four",
    ]);
  });

  it("draws every step as a button in the bar's button style", () => {
    const { dom } = renderBlock(
      "ready-to-go-bar",
      propsFor("ready-to-go-bar", { button_style: "primary", items: [step("One", { ui_type: "secondary" })] }),
    );
    expect(dom.querySelector(".ready-to-go-bar__step a")!.classList.contains("fc-button--primary")).toBe(true);
  });

  it("leaves out a step without a label", () => {
    const { dom } = renderBlock("ready-to-go-bar", propsFor("ready-to-go-bar", { items: [step("One"), step("")] }));
    expect(dom.querySelectorAll(".ready-to-go-bar__step")).toHaveLength(1);
  });

  it("has no serious or critical axe violations", async () => {
    expect(await seriousViolations(renderBlock("ready-to-go-bar", propsFor("ready-to-go-bar")).html)).toEqual([]);
  });
});
