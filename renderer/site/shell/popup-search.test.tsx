// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RenderEnvironmentContext, createRenderEnvironment } from "../../page/render-environment.ts";
import { HeaderSearch } from "./popup-search-island.tsx";
import { PopupSearch, SEARCH_DEBOUNCE_MS } from "./popup-search.tsx";

const NO_RESULTS = "Sorry there were no results for your search. Please try again with another term or phrase.";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serverHeader(popup: boolean) {
  const environment = createRenderEnvironment("server");
  const html = renderToString(
    <RenderEnvironmentContext.Provider value={environment}>
      <HeaderSearch popup={popup} />
    </RenderEnvironmentContext.Provider>,
  );
  return { html, environment };
}

/** A fetch stub answering like GET /public_api/search; records each request and whether it was aborted. */
function stubSearch() {
  const calls: { url: string; signal: AbortSignal }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, signal: init.signal! });
      const q = new URL(url, "http://localhost").searchParams.get("q") ?? "";
      const data = q.includes("defender")
        ? [{ id: "1", path: "/defender", title: "Defender", snippet: "The new Defender", score: 1 }]
        : [];
      return new Response(JSON.stringify({ query: q, data, message: data.length ? null : NO_RESULTS }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

async function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10);
  });
}

describe("the header search", () => {
  it("is a plain link to /search and no island when the popup search is off", () => {
    const { html, environment } = serverHeader(false);
    expect(html).toContain('href="/search"');
    expect(environment.islands).toEqual([]);
  });

  it("is a link to /search inside an island when the popup search is on", () => {
    const { html, environment } = serverHeader(true);
    expect(html).toContain('href="/search"');
    expect(environment.islands.map((island) => island.type)).toEqual(["shell:popup-search"]);
  });
});

describe("the popup search", () => {
  it("searches as the visitor types, once per pause, aborting the stale request, and shows results as links", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubSearch();
    render(<PopupSearch />);
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const field = await screen.findByRole("searchbox", { name: "Search the site" });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: "def" } });
    fireEvent.change(field, { target: { value: "defe" } });
    await type(field, "defender");
    expect(calls.map((call) => new URL(call.url, "http://localhost").searchParams.get("q"))).toEqual(["defender"]);
    const result = await screen.findByRole("link", { name: /Defender/ });
    expect(result.getAttribute("href")).toBe("/defender");
    fireEvent.keyDown(field, { key: "ArrowDown" });
    expect(document.activeElement).toBe(result);

    vi.useRealTimers();
  });

  it("aborts a request still under way when the visitor types on", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls: AbortSignal[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>(() => {
            calls.push(init.signal!);
          }),
      ),
    );
    render(<PopupSearch />);
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const field = await screen.findByRole("searchbox", { name: "Search the site" });
    await type(field, "range");
    await type(field, "range rover");
    expect(calls).toHaveLength(2);
    expect(calls[0]!.aborted).toBe(true);
    expect(calls[1]!.aborted).toBe(false);
  });

  it("says the seed's text when nothing matches", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubSearch();
    render(<PopupSearch />);
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const field = await screen.findByRole("searchbox", { name: "Search the site" });
    await type(field, "zzz");
    expect(await screen.findByText(NO_RESULTS)).toBeTruthy();
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });
});
