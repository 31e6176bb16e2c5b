// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RenderEnvironmentContext, createRenderEnvironment } from "../page/render-environment.ts";
import { CONSENT_ROOT_ATTRIBUTE, ConsentGate, ConsentGateContext, InsideIslandContext } from "./consent-gate.tsx";
import { writeConsent } from "./consent-store.ts";

const VIDEO = <iframe title="Launch film" src="about:blank" data-video="youtube" />;

function serverHtml(configured: boolean, insideIsland = false): string {
  return renderToString(
    <RenderEnvironmentContext.Provider value={createRenderEnvironment("server")}>
      <ConsentGateContext.Provider value={configured ? { placeholderText: "Marketing cookies needed." } : null}>
        <InsideIslandContext.Provider value={insideIsland}>
          <ConsentGate scope="marketing">{VIDEO}</ConsentGate>
        </InsideIslandContext.Provider>
      </ConsentGateContext.Provider>
    </RenderEnvironmentContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.body.innerHTML = "";
});

describe("ConsentGate", () => {
  it("draws the content as it is where consent is not configured", () => {
    const html = serverHtml(false);
    expect(html).toContain("<iframe");
    expect(html).not.toContain("data-consent-gate");
  });

  it("on a server page with consent, shows the placeholder and keeps the content inert in a template", () => {
    const html = serverHtml(true);
    expect(html).toContain('data-consent-gate="marketing"');
    expect(html).toContain("Marketing cookies needed.");
    expect(html).toContain('data-consent-allow="marketing"');
    expect(html).toMatch(/<template><iframe[^>]*data-video="youtube"/);
  });

  it("inside an island's server HTML draws the placeholder the island hydrates, with no template", () => {
    const html = serverHtml(true, true);
    expect(html).toContain('data-consent-allow="marketing"');
    expect(html).not.toContain("<template");
    expect(html).not.toContain("<iframe");
  });

  it("inside an island follows the stored consent: placeholder until marketing is granted", () => {
    const root = document.createElement("div");
    root.setAttribute(CONSENT_ROOT_ATTRIBUTE, "");
    root.setAttribute("data-consent-placeholder", "Marketing cookies needed.");
    document.body.append(root);
    render(
      <RenderEnvironmentContext.Provider value={createRenderEnvironment("island")}>
        <ConsentGate scope="marketing">{VIDEO}</ConsentGate>
      </RenderEnvironmentContext.Provider>,
    );
    expect(screen.getByText("Marketing cookies needed.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Allow marketing cookies" })).toBeTruthy();
    act(() => writeConsent({ status: "accepted", scopes: ["C0004"] }));
    expect(screen.queryByText("Marketing cookies needed.")).toBeNull();
    expect(screen.getByTitle("Launch film")).toBeTruthy();
  });

  it("always shows the content in the editor", () => {
    render(
      <ConsentGateContext.Provider value={{ placeholderText: "Marketing cookies needed." }}>
        <ConsentGate scope="marketing">{VIDEO}</ConsentGate>
      </ConsentGateContext.Provider>,
    );
    expect(screen.getByTitle("Launch film")).toBeTruthy();
  });
});
