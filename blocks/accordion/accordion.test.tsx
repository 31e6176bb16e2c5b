import { describe, expect, it } from "vitest";
import { seriousViolations } from "../../tests/support/axe.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

const quote = (id: string, text: string) => ({ type: "quote", props: { id, quote: text } });

const faq = [
  {
    heading: "Is servicing included?",
    paragraph: "<p>For the first <strong>three years</strong>.</p>",
    content: [quote("q-service", "Booking took two minutes.")],
  },
  { heading: "Where can I charge?", paragraph: "<p>At home &amp; at work.</p><p>And on the road.</p>" },
  { heading: "Can I tow?", paragraph: "" },
];

function accordion(props: Record<string, unknown> = {}) {
  const rendered = renderBlock("accordion", propsFor("accordion", props));
  const section = rendered.dom.querySelector('[data-block="accordion"] section.accordion');
  if (!section) throw new Error("no accordion rendered");
  const triggers = [...section.querySelectorAll<HTMLButtonElement>(".accordion__trigger")];
  const panels = [...section.querySelectorAll<HTMLElement>(".accordion__panel")];
  return { ...rendered, section, triggers, panels };
}

function structuredData(dom: ParentNode): unknown {
  const script = dom.querySelector('script[type="application/ld+json"]');
  return script ? JSON.parse(script.textContent!) : null;
}

describe("accordion: what a visitor sees first", () => {
  it("lists every heading as a closed button inside a heading at the chosen level", () => {
    const { triggers, section } = accordion({ items: faq, header_tag: 2 });
    expect(triggers.map((trigger) => trigger.textContent)).toEqual(faq.map((item) => item.heading));
    expect(triggers.map((trigger) => trigger.getAttribute("aria-expanded"))).toEqual(["false", "false", "false"]);
    expect(triggers.every((trigger) => trigger.parentElement!.tagName === "H2")).toBe(true);
    expect(section.querySelectorAll("h3")).toHaveLength(0);
  });

  it("puts the headings at level 3 by default", () => {
    const { triggers } = accordion();
    expect(triggers.every((trigger) => trigger.parentElement!.tagName === "H3")).toBe(true);
  });

  it("keeps every panel's text and nested blocks in the HTML, hidden", () => {
    const { panels } = accordion({ items: faq });
    expect(panels.map((panel) => panel.hasAttribute("hidden"))).toEqual([true, true, true]);
    expect(panels[0]!.textContent).toContain("For the first three years.");
    expect(panels[0]!.querySelectorAll('[data-block="quote"]')).toHaveLength(1);
    expect(panels[0]!.textContent).toContain("Booking took two minutes.");
    expect(panels[1]!.textContent).toContain("And on the road.");
  });

  it("ties each button to its region panel both ways", () => {
    const { section, triggers, panels } = accordion({ items: faq });
    triggers.forEach((trigger, index) => {
      expect(section.querySelector(`#${trigger.getAttribute("aria-controls")!}`)).toBe(panels[index]);
      expect(panels[index]!.getAttribute("role")).toBe("region");
      expect(panels[index]!.getAttribute("aria-labelledby")).toBe(trigger.id);
    });
  });

  it("stops making panels landmarks when there are more than six", () => {
    const many = Array.from({ length: 7 }, (_, index) => ({
      heading: `Question ${index + 1}`,
      paragraph: "<p>Answer</p>",
    }));
    const { panels } = accordion({ items: many });
    expect(panels).toHaveLength(7);
    expect(panels.some((panel) => panel.hasAttribute("role") || panel.hasAttribute("aria-labelledby"))).toBe(false);
  });

  it("offers an Open all button controlling every panel, with the editor's label", () => {
    const { section, panels } = accordion({
      items: faq,
      open_all_label: "Expand all",
      close_all_label: "Collapse all",
    });
    const toggle = section.querySelector(".accordion__toggle-all")!;
    expect(toggle.textContent).toBe("Expand all");
    expect(toggle.getAttribute("aria-controls")!.split(" ")).toEqual(panels.map((panel) => panel.id));
    expect(accordion().section.querySelector(".accordion__toggle-all")!.textContent).toBe("Open all");
  });

  it("has no Open all button for a single section", () => {
    expect(accordion({ items: [faq[0]] }).section.querySelector(".accordion__toggle-all")).toBeNull();
  });

  it("themes the block with the chosen colour and spacing", () => {
    const { section } = accordion({ box_color: "dark-theme", padding: "top-space-0" });
    expect(section.classList.contains("fc-theme-dark-theme")).toBe(true);
    expect(section.classList.contains("fc-padding-top-space-0")).toBe(true);
  });
});

describe("accordion FAQ structured data", () => {
  it("publishes an FAQPage of the sections that have an answer, as plain text, when has_schema is on", () => {
    expect(structuredData(accordion({ items: faq, has_schema: true }).dom)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Is servicing included?",
          acceptedAnswer: { "@type": "Answer", text: "For the first three years." },
        },
        {
          "@type": "Question",
          name: "Where can I charge?",
          acceptedAnswer: { "@type": "Answer", text: "At home & at work.\nAnd on the road." },
        },
      ],
    });
  });

  it("publishes nothing when has_schema is off", () => {
    expect(accordion({ items: faq, has_schema: false }).html).not.toContain("application/ld+json");
  });

  it("cannot be broken out of by the text it carries", () => {
    const items = [
      { heading: "What about </script><script>alert(1)</script>?", paragraph: "<p>1 &lt; 2 &amp; 3 &gt; 2</p>" },
    ];
    const { html, dom } = accordion({ items, has_schema: true });
    const script = dom.querySelector('script[type="application/ld+json"]')!;
    expect(script.textContent).not.toContain("<");
    expect(script.textContent).toContain("\\u003c/script\\u003e");
    expect(html.match(/<script/g)).toHaveLength(2); // the JSON-LD and the island props, nothing injected
    expect(structuredData(dom)).toMatchObject({
      mainEntity: [{ name: items[0]!.heading, acceptedAnswer: { text: "1 < 2 & 3 > 2" } }],
    });
  });
});

describe("accordion as an island", () => {
  it("hydrates in the browser without sending the nested blocks twice", () => {
    const rendered = accordion({ items: faq });
    expect(rendered.islands.map((island) => island.type)).toEqual(["accordion"]);
    const payload = rendered.dom.querySelector("script[data-island-props]")!.textContent!;
    expect(payload).not.toContain("Booking took two minutes.");
    expect(payload).toContain('"heading":"Is servicing included?"');
  });
});

describe("accordion accessibility", () => {
  it("has no serious or critical axe violations, with and without structured data or landmarks", async () => {
    expect(await seriousViolations(accordion({ items: faq, has_schema: true }).html)).toEqual([]);
    const many = Array.from({ length: 8 }, (_, index) => ({
      heading: `Question ${index + 1}`,
      paragraph: "<p>Answer</p>",
    }));
    expect(await seriousViolations(accordion({ items: many, box_color: "black-theme" }).html)).toEqual([]);
    expect(await seriousViolations(accordion({ items: [faq[0]] }).html)).toEqual([]);
  });
});
