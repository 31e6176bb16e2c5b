import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedNavigation } from "../../services/navigation/index.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";
import { parseHtml } from "../support/render-block.ts";

interface TreeEntry {
  id: string;
  label: string;
  url: string;
  target: string;
  children: TreeEntry[];
}

describe.each(STORAGE_NEUTRAL_KINDS)("navigation on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  let editor: SignedIn;
  let pageIds: Map<string, string>;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: "tests/fixtures/pages" });
    await seedNavigation(testApp.services.navigation, "tests/fixtures/pages");
    admin = await signIn(testApp, "admin");
    editor = await signIn(testApp, "editor");
    pageIds = await testApp.services.navigation.pageIdsByPath(["/stock", "/static", "/islands", "/test-drive"]);
  }, 60_000);
  afterAll(() => testApp.close());

  const put = (pageSet: string, payload: object, who: SignedIn = admin) =>
    testApp.app.inject({ method: "PUT", url: `/api/navigation/${pageSet}`, headers: who.headers, payload });
  const body = async (url: string) => parseHtml((await testApp.app.inject({ url })).body);

  it("serves the seeded menu flat at /nav_entries and as a tree at /nav_entries_v2", async () => {
    const flat = await testApp.app.inject({ url: "/nav_entries" });
    expect(flat.statusCode).toBe(200);
    const rows = flat.json<{ page_set: string; data: { label: string; url: string; parent_id: string | null }[] }>();
    expect(rows.page_set).toBe("default");
    expect(rows.data.map((row) => `${row.label} ${row.url}`)).toEqual([
      "Showroom /stock",
      "Book a test drive /test-drive",
      "Islands /islands",
      "Static /static",
    ]);
    expect(rows.data[1]!.parent_id).toBe((rows.data[0] as unknown as { id: string }).id);

    const tree = (await testApp.app.inject({ url: "/nav_entries_v2?path=/stock" })).json<{
      data: { page_set: string; entries: TreeEntry[] };
    }>();
    expect(tree.data.page_set).toBe("default");
    expect(tree.data.entries.map((entry) => entry.label)).toEqual(["Showroom", "Islands", "Static"]);
    expect(tree.data.entries[0]!.children.map((entry) => entry.label)).toEqual(["Book a test drive"]);
  });

  it("draws the menu in the header on the server, a submenu as a disclosure, for the desktop and the mobile menu", async () => {
    const dom = await body("/static");
    const main = dom.querySelector('nav[aria-label="Main"]')!;
    expect([...main.querySelectorAll("summary")].map((node) => node.textContent)).toEqual(["Showroom"]);
    expect([...main.querySelectorAll("a")].map((node) => node.getAttribute("href"))).toEqual([
      "/stock",
      "/test-drive",
      "/islands",
      "/static",
    ]);
    expect(main.querySelector('a[href="/static"]')!.getAttribute("aria-current")).toBe("page");
    const mobile = dom.querySelector('nav[aria-label="Main (mobile)"]')!;
    expect([...mobile.querySelectorAll("a")].map((node) => node.textContent)).toEqual([
      "Showroom",
      "Book a test drive",
      "Islands",
      "Static",
    ]);
  });

  it("shows breadcrumbs from the menu with BreadcrumbList structured data, and answers them by entry id", async () => {
    const dom = await body("/test-drive");
    const trail = dom.querySelector('nav[aria-label="Breadcrumb"]')!;
    expect([...trail.querySelectorAll("li")].map((node) => node.textContent)).toEqual([
      "Home",
      "Showroom",
      expect.any(String),
    ]);
    expect(trail.querySelector('[aria-current="page"]')).not.toBeNull();
    const json = JSON.parse(trail.querySelector('script[type="application/ld+json"]')!.textContent!) as {
      "@type": string;
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(json["@type"]).toBe("BreadcrumbList");
    expect(json.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, "Home", "/"],
      [2, "Showroom", "/stock"],
      [3, expect.any(String), "/test-drive"],
    ]);
    expect((await body("/")).querySelector('nav[aria-label="Breadcrumb"]')).toBeNull();

    const rows = (await testApp.app.inject({ url: "/nav_entries" })).json<{ data: { id: string; label: string }[] }>();
    const child = rows.data.find((row) => row.label === "Book a test drive")!;
    const crumbs = await testApp.app.inject({ url: `/nav_entries/breadcrumbs/${child.id}` });
    expect(crumbs.json()).toEqual({
      data: [
        { label: "Home", url: "/" },
        { label: "Showroom", url: "/stock" },
        { label: "Book a test drive", url: "/test-drive" },
      ],
    });
    expect((await testApp.app.inject({ url: "/nav_entries/breadcrumbs/nope" })).statusCode).toBe(404);
  });

  it("lets an admin replace a page set's menu, which the header shows at once; others are refused", async () => {
    const menu = {
      entries: [
        { label: "Static again", link_type: "page", page_id: pageIds.get("/static") },
        { label: "Maker", link_type: "url", url: "https://example.com/maker", target: "_blank" },
      ],
    };
    expect(
      (await testApp.app.inject({ method: "PUT", url: "/api/navigation/default", payload: menu })).statusCode,
    ).toBe(401);
    expect((await put("default", menu, editor)).statusCode).toBe(403);
    const saved = await put("default", menu);
    expect(saved.statusCode, saved.body).toBe(200);
    const links = [...(await body("/islands")).querySelectorAll('nav[aria-label="Main"] a')];
    expect(links.map((node) => node.textContent)).toEqual(["Static again", "Maker (opens in a new tab)"]);
    expect(links[1]!.getAttribute("rel")).toBe("noopener noreferrer");

    // Put the seeded menu back for the other tests.
    await seedNavigation(testApp.services.navigation, "tests/fixtures/pages");
  });

  it("refuses a bad menu with 422 and the JSON pointer of each problem, writing nothing", async () => {
    const before = (await testApp.app.inject({ url: "/nav_entries" })).json<unknown>();
    const bad = await put("default", {
      entries: [
        { label: "Fine", link_type: "url", url: "/fine" },
        { label: "", link_type: "url", url: "/empty-label" },
        { label: "Script", link_type: "url", url: "javascript:alert(1)" },
        {
          label: "Parent",
          link_type: "page",
          page_id: pageIds.get("/stock"),
          children: [{ label: "Nowhere", link_type: "page", page_id: "no-such-page" }],
        },
      ],
    });
    expect(bad.statusCode).toBe(422);
    const answer = bad.json<{ error: string; issues: { pointer: string }[] }>();
    expect(answer.error).toBe("invalid_menu");
    expect(answer.issues.map((issue) => issue.pointer)).toEqual(
      expect.arrayContaining(["/entries/1/label", "/entries/2/url"]),
    );

    const unknownPage = await put("default", {
      entries: [
        {
          label: "Parent",
          link_type: "page",
          page_id: pageIds.get("/stock"),
          children: [{ label: "Nowhere", link_type: "page", page_id: "no-such-page" }],
        },
      ],
    });
    expect(unknownPage.statusCode).toBe(422);
    expect(unknownPage.json<{ issues: { pointer: string }[] }>().issues.map((issue) => issue.pointer)).toEqual([
      "/entries/0/children/0/page_id",
    ]);
    const tooDeep = await put("default", {
      entries: [
        {
          label: "A",
          link_type: "url",
          url: "/a",
          children: [{ label: "B", link_type: "url", url: "/b", children: [] }],
        },
      ],
    });
    expect(tooDeep.statusCode).toBe(422);
    expect(tooDeep.json<{ issues: { pointer: string }[] }>().issues[0]!.pointer).toBe("/entries/0/children/0/children");
    expect((await testApp.app.inject({ url: "/nav_entries" })).json()).toEqual(before);
  });

  it("picks the brand page set by path and falls back to the default set", async () => {
    expect(
      (await put("islands", { entries: [{ label: "Island home", link_type: "url", url: "/islands" }] })).statusCode,
    ).toBe(200);
    const islands = await body("/islands");
    expect([...islands.querySelectorAll('nav[aria-label="Main"] a')].map((node) => node.textContent)).toEqual([
      "Island home",
    ]);
    const other = await body("/static");
    expect(other.querySelector('nav[aria-label="Main"] a')!.textContent).toBe("Showroom");
    expect(
      (await testApp.app.inject({ url: "/nav_entries?path=/islands/deeper" })).json<{ page_set: string }>().page_set,
    ).toBe("islands");
    expect((await put("islands", { entries: [] })).statusCode).toBe(200);
    expect((await testApp.app.inject({ url: "/api/navigation", headers: admin.headers })).json()).toEqual({
      data: ["default"],
    });
  });

  it("opens an entry in a new window when its page has link_new_window set", async () => {
    const db = testApp.database.handle.db;
    const staticId = pageIds.get("/static")!;
    const links = async () =>
      [...(await body("/islands")).querySelectorAll('nav[aria-label="Main"] a')].map((node) => [
        node.textContent,
        node.getAttribute("target"),
      ]);
    expect(await links()).toContainEqual(["Static", null]);
    await db.updateTable("pages").set({ link_new_window: 1 }).where("id", "=", staticId).execute();
    await seedNavigation(testApp.services.navigation, "tests/fixtures/pages");
    expect(await links()).toContainEqual(["Static (opens in a new tab)", "_blank"]);
    // The stored entry keeps its own target: the admin screen shows what the editor set.
    const tree = (await testApp.app.inject({ url: "/nav_entries_v2?path=/static" })).body;
    expect(tree).not.toContain("_blank");
    await db.updateTable("pages").set({ link_new_window: 0 }).where("id", "=", staticId).execute();
    await seedNavigation(testApp.services.navigation, "tests/fixtures/pages");
  });

  it("follows a moved page and leaves out an entry whose page was deleted, logging it", async () => {
    const db = testApp.database.handle.db;
    await db.updateTable("pages").set({ path: "/static-moved" }).where("id", "=", pageIds.get("/static")!).execute();
    await db.updateTable("site_revisions").set({ revision: 999 }).where("name", "=", "pages").execute();
    const rows = (await testApp.app.inject({ url: "/nav_entries" })).json<{ data: { label: string; url: string }[] }>();
    expect(rows.data.find((row) => row.label === "Static")!.url).toBe("/static-moved");
    await db.updateTable("pages").set({ path: "/static" }).where("id", "=", pageIds.get("/static")!).execute();

    const warnings: string[] = [];
    await db.updateTable("nav_entries").set({ page_id: "gone" }).where("label", "=", "Islands").execute();
    const menus = await testApp.services.navigation.forSite((message) => warnings.push(message));
    expect(menus.default!.map((entry) => entry.label)).toEqual(["Showroom", "Static"]);
    expect(warnings.join("\n")).toContain('entry "Islands" of the default menu links to a page that no longer exists');
    await seedNavigation(testApp.services.navigation, "tests/fixtures/pages");
  });
});
