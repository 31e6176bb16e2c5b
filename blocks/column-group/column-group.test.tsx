import { seriousViolations } from "../../tests/support/axe.ts";
import { describe, expect, it } from "vitest";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

function columnGroup(props: Record<string, unknown> = {}) {
  const rendered = renderBlock("column-group", propsFor("column-group", props));
  const section = rendered.dom.querySelector('[data-block="column-group"] .column-group');
  if (!section) throw new Error("no column group rendered");
  return { ...rendered, section };
}

const column = (heading: string, extra: Record<string, unknown> = {}) => ({
  heading,
  paragraph: `<p>About ${heading}</p>`,
  ...extra,
});

describe("column group layout", () => {
  it("marks how many columns go in a row", () => {
    expect(columnGroup().section.classList.contains("column-group--cols-3")).toBe(true);
    for (const count of [1, 2, 4]) {
      expect(columnGroup({ "col-numbers": count }).section.classList.contains(`column-group--cols-${count}`)).toBe(
        true,
      );
    }
  });

  it("lists every column with its heading and text, in order", () => {
    const { section } = columnGroup({ columns: [column("Power"), column("Range"), column("Speed")] });
    const items = [...section.querySelectorAll(".column-group__columns > li")];
    expect(items.map((item) => item.querySelector("h3")?.textContent)).toEqual(["Power", "Range", "Speed"]);
    expect(items[1]!.querySelector(".fc-rich-text")!.textContent).toBe("About Range");
  });

  it("leaves out a column with nothing to show", () => {
    const { section } = columnGroup({
      columns: [column("Power"), { heading: " ", "rdx-buttons": [{ url: "/x", link_text: "" }] }, column("Range")],
    });
    expect(section.querySelectorAll(".column-group__columns > li")).toHaveLength(2);
  });

  it("themes the section with the chosen colour and spacing", () => {
    const { section } = columnGroup({ box_color: "dark-theme", padding: "top-space-0" });
    expect(section.classList.contains("fc-theme-dark-theme")).toBe(true);
    expect(section.classList.contains("fc-padding-top-space-0")).toBe(true);
  });
});

describe("column group headings", () => {
  it("shows the section heading at its level and size, and names the section after it", () => {
    const { section } = columnGroup({ heading: "Why approved", header_tag: 4, header_size: "m" });
    const heading = section.querySelector("h4.column-group__heading")!;
    expect(heading.textContent).toBe("Why approved");
    expect(heading.classList.contains("fc-heading--m")).toBe(true);
    expect(section.getAttribute("aria-labelledby")).toBe(heading.id);
  });

  it("draws no empty heading and no dangling label when the section heading is blank", () => {
    const { section } = columnGroup({ heading: "" });
    expect(section.querySelector(".column-group__heading")).toBeNull();
    expect(section.hasAttribute("aria-labelledby")).toBe(false);
  });

  it("gives each column heading its own level", () => {
    const { section } = columnGroup({ columns: [column("Power", { header_tag: 5 })] });
    expect(section.querySelector(".column-group__column h5")!.textContent).toBe("Power");
  });

  it("draws a known heading icon as decoration and skips an unknown one", () => {
    const { section } = columnGroup({
      columns: [column("Power", { header_icon: "car" }), column("Range", { header_icon: "no-such-icon" })],
    });
    const [first, second] = [...section.querySelectorAll(".column-group__column")];
    expect(first!.querySelector("svg.column-group__icon")!.getAttribute("aria-hidden")).toBe("true");
    expect(second!.querySelector("svg")).toBeNull();
  });
});

describe("column group buttons and links", () => {
  it("shows buttons as buttons and links as text links", () => {
    const { section } = columnGroup({
      columns: [
        column("Warranty", {
          "rdx-buttons": [{ url: "/approved", link_text: "Approved vehicles", ui_type: "secondary" }],
          "rdx-links": [{ url: "/terms", link_text: "Terms" }],
        }),
      ],
    });
    const button = section.querySelector(".fc-button-row a")!;
    expect(button.textContent).toBe("Approved vehicles");
    expect(button.classList.contains("fc-button--secondary")).toBe(true);
    const link = section.querySelector(".fc-link-list a")!;
    expect(link.textContent).toBe("Terms");
    expect(link.classList.contains("fc-link")).toBe(true);
  });

  it("hides buttons and links without a label or URL, but keeps form buttons", () => {
    const { section } = columnGroup({
      columns: [
        column("Contact", {
          "rdx-buttons": [
            { url: "/a", link_text: "" },
            { url: "", type: "internal", link_text: "No target" },
            { type: "form", link_text: "Request a call", rdx_forms_form_id: "callback" },
          ],
          "rdx-links": [{ url: "/b", link_text: "  " }],
        }),
      ],
    });
    const labels = [...section.querySelectorAll("a")].map((a) => a.textContent);
    expect(labels).toEqual(["Request a call"]);
    expect(section.querySelector("a")!.getAttribute("href")).toBe("#form-callback");
    expect(section.querySelector(".fc-link-list")).toBeNull();
  });

  it("draws a tertiary button small", () => {
    const { section } = columnGroup({
      columns: [
        column("More", { "rdx-buttons": [{ url: "/more", link_text: "More", ui_type: "tertiary", size: "medium" }] }),
      ],
    });
    expect(section.querySelector("a")!.classList.contains("fc-button--small")).toBe(true);
  });
});

describe("column group accessibility", () => {
  it("has no serious or critical axe violations, freshly inserted or without a section heading", async () => {
    expect(await seriousViolations(columnGroup().html)).toEqual([]);
    expect(await seriousViolations(columnGroup({ heading: "", "col-numbers": 1 }).html)).toEqual([]);
  });
});
