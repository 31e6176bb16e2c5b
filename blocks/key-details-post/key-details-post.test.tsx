import { describe, expect, it } from "vitest";
import { seriousViolations } from "../../tests/support/axe.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

describe("key details post", () => {
  it("shows the date in words, machine-readable, and the details as label and value pairs", () => {
    const { dom } = renderBlock("key-details-post", propsFor("key-details-post"));
    const time = dom.querySelector("time")!;
    expect(time.textContent).toBe("1 March 2026");
    expect(time.getAttribute("datetime")).toBe("2026-03-01");
    expect([...dom.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual([
      "Price from",
      "On sale",
      "Powertrains",
    ]);
    expect(dom.querySelector("dd")!.textContent).toBe("€72,500");
  });

  it("draws its buttons in the post's button style, leaving a tertiary one as it is", () => {
    const { dom } = renderBlock(
      "key-details-post",
      propsFor("key-details-post", {
        button_style: "secondary",
        "rdx-buttons": [
          { url: "/a", link_text: "A", ui_type: "primary" },
          { url: "/b", link_text: "B", ui_type: "tertiary" },
        ],
      }),
    );
    const [a, b] = [...dom.querySelectorAll(".key-details-post a")];
    expect(a!.classList.contains("fc-button--secondary")).toBe(true);
    expect(b!.classList.contains("fc-button--tertiary")).toBe(true);
  });

  it("has no date, details or image when they are left empty", () => {
    const { dom } = renderBlock("key-details-post", { heading: "Just a heading" });
    expect(dom.querySelector("time")).toBeNull();
    expect(dom.querySelector("dl")).toBeNull();
    expect(dom.querySelector(".key-details-post")!.classList.contains("key-details-post--text-only")).toBe(true);
  });

  it("has no serious or critical axe violations", async () => {
    expect(await seriousViolations(renderBlock("key-details-post", propsFor("key-details-post")).html)).toEqual([]);
  });
});
