// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RenderEnvironmentContext, createRenderEnvironment } from "../../renderer/page/render-environment.ts";
import { testDriveForm } from "../../renderer/primitives/form/fixtures.ts";
import { ContentItems } from "./content-items.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const form = testDriveForm();

describe("accordion content items", () => {
  it("draws valid HTML items and leaves invalid ones out", () => {
    const html = renderToString(
      <ContentItems
        idPrefix="p"
        items={[
          { type: "html", html: "<p>Pick a time.</p>" },
          { type: "html", html: " " },
          { type: "form", form_id: "" },
        ]}
      />,
    );
    expect(html).toContain("Pick a time.");
    expect(html).not.toContain("fc-form");
    expect(renderToString(<ContentItems idPrefix="p" items={[{ type: "form", form_id: "" }]} />)).toBe("");
  });

  it("shows a form item's form once the island has read it", async () => {
    const server = renderToString(
      <RenderEnvironmentContext.Provider value={createRenderEnvironment("server")}>
        <ContentItems idPrefix="p" items={[{ type: "form", form_id: form.id }]} />
      </RenderEnvironmentContext.Provider>,
    );
    expect(server).toContain("Loading the form…");
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(form)));
    vi.stubGlobal("fetch", fetcher);
    render(
      <RenderEnvironmentContext.Provider value={createRenderEnvironment("island")}>
        <ContentItems idPrefix="p" items={[{ type: "form", form_id: form.id, has_two_columns: true }]} />
      </RenderEnvironmentContext.Provider>,
    );
    expect(await screen.findByLabelText(/First name/, {}, { timeout: 15_000 })).not.toBeNull();
    expect(fetcher.mock.calls[0]![0]).toBe(`/forms/${form.id}`);
    expect(document.querySelector(".fc-form--columns-2")).not.toBeNull();
  });

  it("loads a calculator item's code in the browser and recomputes its figures as the visitor changes the price", async () => {
    const config = {
      finance_product: "ae-flat",
      fields: [{ key: "price", label: "Vehicle price", default: 250000 }],
      groups: [{ heading: "Your payments", figures: ["monthly_payment", "total_amount_of_credit"] }],
    };
    render(<ContentItems idPrefix="p" items={[{ type: "calculator", config }]} />);
    const credit = () => document.querySelector('[data-figure="total_amount_of_credit"] dd')?.textContent;
    // AED 250,000 at 20 % deposit over 4 years: the credit is AED 200,000.
    fireEvent.change(await screen.findByLabelText("Vehicle price (AED)"), { target: { value: "100000" } });
    expect(credit()).toMatch(/AED\s80,000\.00/);
    fireEvent.change(screen.getByLabelText("Vehicle price (AED)"), { target: { value: "12" } });
    expect(screen.getByText(/Enter a price from 1,000 to 5,000,000 AED/)).not.toBeNull();
    expect(credit()).toMatch(/AED\s80,000\.00/);
  });

  it("draws the finance options table with the options that have a label, and says so when none has", () => {
    const html = renderToString(
      <ContentItems
        idPrefix="p"
        items={[
          {
            type: "finance_options_table",
            options: [{ label: "Flat-rate loan", finance_product: "ae-flat", interest_rate: 2.49 }, { label: " " }],
          } as never,
        ]}
      />,
    );
    expect(html).toContain("Flat-rate loan");
    expect(html.match(/<tr>/g)).toHaveLength(2);
    expect(renderToString(<ContentItems idPrefix="p" items={[{ type: "finance_options_table" }]} />)).toContain(
      "No finance options are offered at the moment.",
    );
  });
});
