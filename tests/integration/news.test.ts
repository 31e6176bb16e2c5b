import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { seedFromFolder } from "../../services/cms/seed.ts";
import { parseHtml } from "../support/render-block.ts";

const EMPTY = { schemaVersion: 1, root: { props: {} }, content: [] } as never;

const listPage = (pageSize: number) =>
  ({
    schemaVersion: 1,
    root: { props: {} },
    content: [
      { type: "mena-news", props: { id: "list", heading: "News", locale: "en", market: "SA", page_size: pageSize } },
    ],
  }) as never;

describe.each(DATABASE_KINDS)("news pages on %s", (kind) => {
  let testApp: TestApp;

  const publishNews = async (path: string, fields: Record<string, unknown>) => {
    const created = await testApp.services.pages.create(
      { path, title: String(fields.title ?? path), page_type: "news", ...fields },
      EMPTY,
      null,
    );
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const published = await testApp.services.pages.publish(created.value.id, created.value.revision, null);
    if (!published.ok) throw new Error(JSON.stringify(published.error));
    return published.value;
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    const list = await testApp.services.pages.create({ path: "/sa-news", title: "Saudi news" }, listPage(2), null);
    if (!list.ok) throw new Error(JSON.stringify(list.error));
    await testApp.services.pages.publish(list.value.id, list.value.revision, null);
    await publishNews("/sa-news/first", {
      title: "First",
      news_date: "2026-01-05",
      news_market: "sa",
      news_locale: "en",
    });
    await publishNews("/sa-news/second", {
      title: "Second <b>& bold</b>",
      news_date: "2026-02-10",
      news_market: "SA",
      news_locale: "EN",
      news_summary: 'Fish & "chips" <script>',
    });
    await publishNews("/sa-news/third", {
      title: "Third",
      news_date: "2026-03-15",
      news_market: "SA",
      news_locale: "en",
    });
    // Another market and locale: never on the Saudi English list.
    await publishNews("/sa-news/elsewhere", {
      title: "Elsewhere",
      news_date: "2026-04-01",
      news_market: "ZZ",
      news_locale: "xx",
    });
  }, 60_000);
  afterAll(() => testApp.close());

  it("stores the news fields, with the market and locale fallbacks (AE, en)", async () => {
    const pages = await testApp.services.pages.list();
    const elsewhere = pages.find((page) => page.path === "/sa-news/elsewhere")!;
    expect(elsewhere).toMatchObject({
      page_type: "news",
      news_date: "2026-04-01",
      news_market: "AE",
      news_locale: "en",
    });
    const second = pages.find((page) => page.path === "/sa-news/second")!;
    expect(second).toMatchObject({ news_market: "SA", news_locale: "en" });
  });

  it("refuses a news page without a valid date or with a long summary, with the pointers", async () => {
    const refused = await testApp.services.pages.create(
      { path: "/sa-news/bad", title: "Bad", page_type: "news", news_date: "2026-02-30", news_summary: "x".repeat(301) },
      EMPTY,
      null,
    );
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error).toMatchObject({ kind: "invalid-fields" });
    const pointers = (refused.error as { issues: { pointer: string }[] }).issues.map((issue) => issue.pointer);
    expect(pointers).toEqual(expect.arrayContaining(["/news_date", "/news_summary"]));
  });

  it("lists the news of the block's locale and market newest first, a page at a time, without JavaScript", async () => {
    const first = parseHtml((await testApp.app.inject({ url: "/sa-news" })).body);
    const titles = (doc: ParentNode) => [...doc.querySelectorAll(".mena-news__title")].map((node) => node.textContent);
    expect(titles(first)).toEqual(["Third", "Second <b>& bold</b>"]);
    expect(first.querySelector(".mena-news__page-text")!.textContent).toBe("Page 1 of 2");
    expect(first.querySelector(".mena-news__date")!.textContent).toBe("15 March 2026");
    const next = first.querySelector('a[rel="next"]')!.getAttribute("href")!;
    expect(next).toBe("/sa-news?page=2");
    const second = parseHtml((await testApp.app.inject({ url: next })).body);
    expect(titles(second)).toEqual(["First"]);
    expect(second.querySelector(".mena-news__read-more")!.getAttribute("href")).toBe("/sa-news/first?currentPage=2");
    expect(second.querySelector('link[rel="alternate"][type="application/atom+xml"]')!.getAttribute("href")).toMatch(
      /\/news\/en\/feed\.xml$/,
    );
  }, 90_000);

  it("shows the back link on a news page, returning to the remembered list page", async () => {
    const remembered = parseHtml((await testApp.app.inject({ url: "/sa-news/first?currentPage=2" })).body);
    const back = remembered.querySelector(".news-back__link")!;
    expect(back.textContent).toContain("Back to News Section");
    expect(back.getAttribute("href")).toBe("/sa-news?page=2");
    const direct = parseHtml((await testApp.app.inject({ url: "/sa-news/first" })).body);
    expect(direct.querySelector(".news-back__link")!.getAttribute("href")).toBe("/sa-news");
  });

  it("serves the Atom feed of a locale with every text escaped, and sends unknown locales to en", async () => {
    const response = await testApp.app.inject({ url: "/news/en/feed.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/atom+xml");
    const xml = response.body;
    expect(xml).toContain("<title>Second &lt;b&gt;&amp; bold&lt;/b&gt;</title>");
    expect(xml).toContain('<summary type="text">Fish &amp; &quot;chips&quot; &lt;script&gt;</summary>');
    expect(xml).not.toContain("<script>");
    expect([...xml.matchAll(/<entry>\s*<id>[^<]*<\/id>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual([
      "Elsewhere",
      "Third",
      "Second &lt;b&gt;&amp; bold&lt;/b&gt;",
      "First",
    ]);
    const unknown = await testApp.app.inject({ url: "/news/de/feed.xml" });
    expect(unknown.statusCode).toBe(301);
    expect(unknown.headers.location).toBe("/news/en/feed.xml");
  });
});

describe("the demo news in Arabic", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp("sqlite");
    await seedFromFolder(testApp.services, "services/cms/demo-content", null);
  }, 60_000);
  afterAll(() => testApp.close());

  it("lists the Arabic news right to left at /ar/news, a translation of /news, with a way back from each", async () => {
    const listHtml = (await testApp.app.inject({ url: "/ar/news" })).body;
    expect(listHtml).toMatch(/<html lang="ar" dir="rtl"/);
    const list = parseHtml(listHtml);
    expect(list.querySelector('link[rel="alternate"][hreflang="en"]')!.getAttribute("href")).toMatch(/\/news$/);
    const links = [...list.querySelectorAll(".mena-news__read-more")].map((link) => link.getAttribute("href"));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => href!.startsWith("/ar/news/"))).toBe(true);
    const itemHtml = (await testApp.app.inject({ url: links[0]! })).body;
    expect(itemHtml).toMatch(/<html lang="ar" dir="rtl"/);
    const item = parseHtml(itemHtml);
    expect(item.querySelector(".news-back__link")!.getAttribute("href")).toMatch(/^\/ar\/news/);
  }, 90_000);
});
