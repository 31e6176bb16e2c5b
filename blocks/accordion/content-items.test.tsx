// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
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
});
