import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_RESULTS_TEXT } from "../../model/search/page-search.ts";
import { createTestApp, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { parseHtml } from "../support/render-block.ts";

interface Results {
  query: string;
  data: { path: string; title: string; snippet: string }[];
  message: string | null;
}

describe.each(DATABASE_KINDS)("site search on %s", (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: "tests/fixtures/pages" });
  }, 60_000);
  afterAll(() => testApp.close());

  const search = async (q: string) =>
    (await testApp.app.inject({ url: `/public_api/search?q=${encodeURIComponent(q)}` })).json<Results>();

  it("finds published pages by their text, ignoring case, accents and punctuation, title matches first", async () => {
    const found = await search("INSPÉCTED!");
    expect(found.data.map((result) => result.path)).toEqual(["/static"]);
    expect(found.data[0]!.snippet).toBe("A page of static blocks only: it must load no JavaScript.");
    expect(found.message).toBeNull();
    const ranked = await search("static");
    expect(ranked.data[0]!.path).toBe("/static");
    // Every word must match.
    expect((await search("inspected warranty")).data.map((result) => result.path)).toEqual(["/static"]);
    expect((await search("inspected zeppelin")).data).toEqual([]);
  });

  it("says the seed's text when nothing matches, and nothing for an empty query", async () => {
    expect(await search("zeppelin")).toEqual({ query: "zeppelin", data: [], message: NO_RESULTS_TEXT });
    expect(await search("  ")).toEqual({ query: "", data: [], message: null });
  });

  it("serves /search as a page that works without JavaScript", async () => {
    const page = parseHtml((await testApp.app.inject({ url: "/search?q=inspected+warranty" })).body);
    expect(page.querySelector('form[action="/search"] input[name="q"]')!.getAttribute("value")).toBe(
      "inspected warranty",
    );
    expect([...page.querySelectorAll(".site-search__results a")].map((link) => link.getAttribute("href"))).toEqual([
      "/static",
    ]);
    const empty = parseHtml((await testApp.app.inject({ url: "/search?q=zeppelin" })).body);
    expect(empty.querySelector(".site-search__empty")!.textContent).toBe(NO_RESULTS_TEXT);
    expect(empty.querySelectorAll("script:not([type])").length).toBe(0);
  });

  it("sees a newly published page", async () => {
    const created = await testApp.services.pages.create(
      { path: "/zeppelin-tours", title: "Zeppelin tours" },
      { schemaVersion: 1, root: { props: {} }, content: [] } as never,
      null,
    );
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    await testApp.services.pages.publish(created.value.id, created.value.revision, null);
    expect((await search("zeppelin")).data.map((result) => result.path)).toEqual(["/zeppelin-tours"]);
  });
});
