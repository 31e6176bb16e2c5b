import { describe, expect, it } from "vitest";
import {
  atomXml,
  escapeXml,
  formatNewsDate,
  groupByMonth,
  newsBackHref,
  newsLocale,
  newsMarket,
  pageWindow,
  paginationText,
  readVisitedNewsPages,
  requestedPage,
  storedNewsFields,
  newsFieldIssues,
  withVisit,
  type NewsItem,
} from "./index.ts";
import { FIELD_DEFAULTS } from "../cms/page-api.ts";

describe("news locale and market", () => {
  it("keeps a listed locale and falls back to en otherwise", () => {
    expect(newsLocale("ar")).toBe("ar");
    expect(newsLocale(" RU ")).toBe("ru");
    expect(newsLocale("de")).toBe("en");
    expect(newsLocale(null)).toBe("en");
  });
  it("keeps a listed market and falls back to AE otherwise", () => {
    expect(newsMarket("sa")).toBe("SA");
    expect(newsMarket("LB")).toBe("LB");
    expect(newsMarket("US")).toBe("AE");
    expect(newsMarket(undefined)).toBe("AE");
  });
  it("formats dates en-GB", () => {
    expect(formatNewsDate("2026-11-03")).toBe("3 November 2026");
  });
});

describe("news record fields", () => {
  const news = { ...FIELD_DEFAULTS, path: "/news/a", title: "A", page_type: "news" as const };
  it("refuses a missing or impossible date and a long summary, with pointers", () => {
    expect(newsFieldIssues({ ...news }).map((issue) => issue.pointer)).toEqual(["/news_date"]);
    expect(newsFieldIssues({ ...news, news_date: "2026-02-29" }).map((issue) => issue.pointer)).toEqual(["/news_date"]);
    expect(
      newsFieldIssues({ ...news, news_date: "2026-02-28", news_summary: "x".repeat(301) }).map(
        (issue) => issue.pointer,
      ),
    ).toEqual(["/news_summary"]);
    expect(newsFieldIssues({ ...news, news_date: "2026-02-28", news_summary: "x".repeat(300) })).toEqual([]);
  });
  it("stores the fallbacks for a news page and leaves other pages alone", () => {
    expect(
      storedNewsFields({ ...news, news_market: "xx", news_locale: "", news_collection: " Highlights " }),
    ).toMatchObject({ news_market: "AE", news_locale: "en", news_collection: "highlights" });
    const page = { ...news, page_type: "page" as const, news_market: "xx" };
    expect(storedNewsFields(page)).toBe(page);
  });
});

describe("news paging", () => {
  it("reads the page from the URL, 1 for anything else", () => {
    expect(requestedPage("3")).toBe(3);
    expect(requestedPage("0")).toBe(1);
    expect(requestedPage("-2")).toBe(1);
    expect(requestedPage("2abc")).toBe(1);
    expect(requestedPage(null)).toBe(1);
  });
  it("keeps the page within the pages there are", () => {
    expect(pageWindow(2, 7, 3)).toEqual({ page: 2, pageCount: 3, pageSize: 3, offset: 3 });
    expect(pageWindow(9, 7, 3)).toEqual({ page: 3, pageCount: 3, pageSize: 3, offset: 6 });
    expect(pageWindow(1, 0, 3)).toEqual({ page: 1, pageCount: 1, pageSize: 3, offset: 0 });
  });
  it("fills the pagination text", () => {
    expect(paginationText("Page {page} of {pages}", 2, 5)).toBe("Page 2 of 5");
  });
  it("sends the back link to the remembered list page", () => {
    expect(newsBackHref("/news", "3")).toBe("/news?page=3");
    expect(newsBackHref("/news", null)).toBe("/news");
    expect(newsBackHref("/news", "<x>")).toBe("/news");
  });
  it("remembers visited news pages once each, ignoring malformed storage", () => {
    expect(readVisitedNewsPages("not json")).toEqual([]);
    expect(readVisitedNewsPages('[{"path":"/news/a","page":2},{"path":3}]')).toEqual([{ path: "/news/a", page: 2 }]);
    const visits = withVisit([{ path: "/news/a", page: 1 }], { path: "/news/a", page: 2 });
    expect(visits).toEqual([{ path: "/news/a", page: 2 }]);
  });
});

describe("the Atom feed", () => {
  it("escapes every text and attribute and drops characters XML forbids", () => {
    expect(escapeXml(`a & b < c > "d" 'e'\u0001`)).toBe("a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;");
    const xml = atomXml({
      id: "https://site.test/news/en/feed.xml",
      title: "News",
      self: "https://site.test/news/en/feed.xml",
      alternate: "https://site.test/news",
      language: "en",
      updated: "2026-11-26T00:00:00Z",
      entries: [
        {
          id: "https://site.test/news/a?x=1&y=2",
          title: "</title><script>alert(1)</script>",
          link: "https://site.test/news/a?x=1&y=2",
          published: "2026-11-26T00:00:00Z",
          updated: "2026-11-26T00:00:00Z",
          summary: "]]> & more",
        },
      ],
    });
    expect(xml).not.toContain("<script>");
    expect(xml).toContain("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(xml).toContain('href="https://site.test/news/a?x=1&amp;y=2"');
    expect(xml).toContain("]]&gt; &amp; more");
  });
});

describe("the collection feed", () => {
  const item = (date: string, id: string): NewsItem => ({
    id,
    path: `/news/${id}`,
    title: id,
    date,
    summary: null,
    image_id: null,
    locale: "en",
    market: "AE",
    collection: "highlights",
    updated_at: "",
  });
  it("groups by month in order when asked, else one group", () => {
    const items = [item("2026-11-20", "a"), item("2026-11-02", "b"), item("2026-10-30", "c")];
    expect(groupByMonth(items, true, "en").map((group) => [group.label, group.items.length])).toEqual([
      ["November 2026", 2],
      ["October 2026", 1],
    ]);
    expect(groupByMonth(items, false, "en")).toHaveLength(1);
    expect(groupByMonth([], false, "en")).toEqual([]);
  });
});
