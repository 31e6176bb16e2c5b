import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSiteRenderer } from "../../renderer/site/render-site.server.tsx";
import { RenderCache } from "../../renderer/site/render-cache.ts";
import { newId, now } from "../../services/db/clock.ts";
import { siteRevision } from "../../services/foundation/site-revisions.ts";
import { readSiteSettings, SETTING_WARNINGS } from "../../services/settings/site-settings.ts";
import { createSiteData } from "../../services/site/index.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { parseHtml } from "../support/render-block.ts";

const assets = { styles: ["/assets/site.css"], islandsEntry: "/assets/islands.js", islandChunks: {} };

/** The <head> and <body> of a rendered document, parsed. */
function parts(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? "";
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "";
  return { head: parseHtml(head), body: parseHtml(body) };
}

describe.each(DATABASE_KINDS)("settings on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  let editor: SignedIn;
  let viewer: SignedIn;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: "tests/fixtures/pages" });
    admin = await signIn(testApp, "admin");
    editor = await signIn(testApp, "editor");
    viewer = await signIn(testApp, "viewer");
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await testApp.database.handle.db.deleteFrom("settings").execute();
  });

  const save = (key: string, value: string, who: SignedIn = admin) =>
    testApp.app.inject({ method: "POST", url: "/settings", headers: who.headers, payload: { key, value } });
  const stored = (key: string) =>
    testApp.database.handle.db.selectFrom("settings").select(["id", "value"]).where("key", "=", key).executeTakeFirst();

  it("lets viewers read, admins write (upsert by key) and delete, and refuses the others", async () => {
    expect((await testApp.app.inject({ url: "/settings" })).statusCode).toBe(401);
    expect((await save("site.name", "Editor's site", editor)).statusCode).toBe(403);
    expect((await save("site.name", "Viewer's site", viewer)).statusCode).toBe(403);

    const created = await save("site.name", "First name");
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const updated = await save("site.name", "Second name");
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, key: "site.name", value: "Second name" });
    await save("meta.title_divider", "-");

    const all = await testApp.app.inject({ url: "/settings", headers: viewer.headers });
    expect(all.statusCode).toBe(200);
    expect((all.json() as { data: { key: string }[] }).data.map((setting) => setting.key)).toEqual([
      "meta.title_divider",
      "site.name",
    ]);
    const one = await testApp.app.inject({ url: "/settings?key=site.name", headers: viewer.headers });
    expect((one.json() as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ id, key: "site.name", value: "Second name" }),
    ]);

    expect(
      (await testApp.app.inject({ method: "DELETE", url: `/settings/${id}`, headers: editor.headers })).statusCode,
    ).toBe(403);
    expect(
      (await testApp.app.inject({ method: "DELETE", url: `/settings/${id}`, headers: admin.headers })).statusCode,
    ).toBe(204);
    expect(
      (await testApp.app.inject({ method: "DELETE", url: `/settings/${id}`, headers: admin.headers })).statusCode,
    ).toBe(404);
    expect(await stored("site.name")).toBeUndefined();
  });

  it("accepts dot-namespaced keys (and the seed's single-segment meta), refuses others with 400", async () => {
    expect((await save("Not A Key", "x")).statusCode).toBe(400);
    expect((await save("nodots", "x")).statusCode).toBe(400);
    expect((await save("site.name", "Gulf Motors")).statusCode).toBe(201);
    expect((await save("meta", "[]")).statusCode).toBe(201);
    expect(
      (
        await testApp.app.inject({
          method: "POST",
          url: "/settings",
          headers: admin.headers,
          payload: { key: "a.b", value: { not: "text" } },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("refuses a key the settings registry does not declare with 422 naming it; nothing is stored", async () => {
    const response = await save("a.b.c_d", "anything at all");
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: "invalid_setting_key",
      key: "a.b.c_d",
      message: expect.stringMatching(/^There is no setting a\.b\.c_d: only the settings the site reads can be stored/),
      issues: [{ pointer: "/key", keyword: "propertyNames" }],
    });
    expect(await stored("a.b.c_d")).toBeUndefined();
    // A key of a declared family (one per language) is accepted.
    expect((await save("translations.ar", '{"header.menu": "القائمة"}')).statusCode).toBe(201);
  });

  it("refuses a JSON setting that does not parse with 422, naming the key and the parse error; nothing is stored", async () => {
    const response = await save("general.404_page", '{"heading": "Lost?"');
    expect(response.statusCode).toBe(422);
    const body = response.json() as { error: string; message: string; key: string };
    expect(body.error).toBe("invalid_json");
    expect(body.key).toBe("general.404_page");
    expect(body.message).toContain("general.404_page");
    expect(body.message).toMatch(/JSON/);
    expect(body.message).toMatch(/position|end|Expected|Unexpected/);
    expect(await stored("general.404_page")).toBeUndefined();
  });

  it("refuses JSON that breaks the key's schema with 422 and JSON pointers into the value", async () => {
    const page = await save("general.404_page", JSON.stringify({ heading: 42, button_label: "Home", colour: "red" }));
    expect(page.statusCode).toBe(422);
    expect(page.json()).toMatchObject({ error: "invalid_setting", key: "general.404_page" });
    const pointers = (page.json() as { issues: { pointer: string }[] }).issues.map((issue) => issue.pointer);
    expect(pointers).toEqual(expect.arrayContaining(["/heading", "/colour"]));

    const logos = await save(
      "navigation.logo_settings",
      JSON.stringify([{ matchingPath: "/defender", homepage: "/defender" }]),
    );
    expect(logos.statusCode).toBe(422);
    expect(logos.json()).toMatchObject({ issues: [{ pointer: "/0/logo", message: "is required" }] });

    const meta = await save("meta", JSON.stringify([{ content: "no name" }]));
    expect(meta.statusCode).toBe(422);
    expect(meta.json()).toMatchObject({ issues: [{ pointer: "/0/name" }] });

    const theme = await save("site.theme", "sporty");
    expect(theme.statusCode).toBe(422);
    expect((theme.json() as { message: string }).message).toContain("jdx");

    expect((await save("navigation.disabled_on_pages", '["no-slash"]')).json()).toMatchObject({
      issues: [{ pointer: "/0" }],
    });
    expect((await save("general.mena_retailers.footer.config.api", "not a url")).statusCode).toBe(422);
    expect(
      (await save("general.mena_retailers.footer.config.api", "https://retailers.example.com/api")).statusCode,
    ).toBe(201);
    expect(
      (await save("general.404_page", JSON.stringify({ heading: "Lost?", header_tag: "h2", image_id: "demo-hero-1" })))
        .statusCode,
    ).toBe(201);
  });

  it("bumps the settings revision on every write and delete", async () => {
    const db = testApp.database.handle.db;
    const before = await siteRevision(db, "settings");
    const created = await save("site.name", "Revised");
    await save("site.name", "Revised again");
    await testApp.app.inject({
      method: "DELETE",
      url: `/settings/${(created.json() as { id: string }).id}`,
      headers: admin.headers,
    });
    expect(await siteRevision(db, "settings")).toBe(before + 3);
    await save("site.theme", "nope");
    expect(await siteRevision(db, "settings")).toBe(before + 3);
  });

  it("falls back to the defaults for broken stored values and logs the seed's messages", async () => {
    const db = testApp.database.handle.db;
    const put = (key: string, value: string) =>
      db.insertInto("settings").values({ id: newId(), key, value, updated_at: now() }).execute();
    await put("general.404_page", "{heading: 'not json'}");
    await put("meta", "[{name: ");
    await put("navigation.logo_settings", JSON.stringify([{ matchingPath: "/defender" }]));
    await put("site.theme", "neon");
    const warnings: string[] = [];
    const settings = await readSiteSettings(db, (message) => warnings.push(message));
    expect(settings.notFoundPage.heading).toBe("Page not found");
    expect(settings.metaTags).toEqual([]);
    expect(settings.logos).toEqual([]);
    expect(settings.theme).toBe("jdx");
    expect(warnings.some((message) => message.startsWith(SETTING_WARNINGS.notFoundJson))).toBe(true);
    expect(warnings.some((message) => message.startsWith('Please check your "meta" settings in admin panel.'))).toBe(
      true,
    );
    expect(warnings.some((message) => message.startsWith("missing matchingPath, homepage or logo key"))).toBe(true);
    expect(warnings.some((message) => message.includes("site.theme"))).toBe(true);

    // The API still answers the stored text, and the site renders with the defaults.
    const listed = await testApp.app.inject({ url: "/settings?key=general.404_page", headers: viewer.headers });
    expect((listed.json() as { data: { value: string }[] }).data[0]!.value).toBe("{heading: 'not json'}");
    const response = await testApp.app.inject({ url: "/no/such/page" });
    expect(response.statusCode).toBe(404);
    expect(parts(response.body).body.querySelector("h1")?.textContent).toBe("Page not found");
  });

  it("draws the 404 page from general.404_page", async () => {
    await save(
      "general.404_page",
      JSON.stringify({
        heading: "Wrong turn",
        paragraph: "Nothing here.",
        button_label: "Take me home",
        image_id: "demo-hero-1",
      }),
    );
    const response = await testApp.app.inject({ url: "/no/such/page" });
    expect(response.statusCode).toBe(404);
    const { head, body } = parts(response.body);
    expect(head.querySelector("title")?.textContent).toContain("Page not found");
    expect(body.querySelector(".not-found h1")?.textContent).toBe("Wrong turn");
    expect(body.querySelector(".not-found p")?.textContent).toBe("Nothing here.");
    const button = body.querySelector(".not-found a.fc-button");
    expect(button?.textContent).toBe("Take me home");
    expect(button?.getAttribute("href")).toBe("/");
    expect(body.querySelector(".not-found img")?.getAttribute("src")).toContain("/media/images/demo-hero-1/");

    // The lrdx theme: the configured heading, the fixed explanation and three suggestions.
    await save("site.theme", "lrdx");
    const lrdx = parts((await testApp.app.inject({ url: "/no/such/page" })).body).body;
    expect(lrdx.querySelector(".not-found--lrdx h1")?.textContent).toBe("Wrong turn");
    expect(lrdx.querySelectorAll(".not-found__suggestions li")).toHaveLength(3);
  });

  it("adds the meta setting's tags to every page head; a page's own tag of the same name wins", async () => {
    await save(
      "meta",
      JSON.stringify([
        { name: "google-site-verification", content: "abc123" },
        { name: "description", content: "site-wide" },
        { name: "theme-color", content: "#000" },
      ]),
    );
    for (const url of ["/static", "/no/such/page"]) {
      const { head } = parts((await testApp.app.inject({ url })).body);
      expect(head.querySelector('meta[name="google-site-verification"]')?.getAttribute("content"), url).toBe("abc123");
      expect(head.querySelector('meta[name="theme-color"]')?.getAttribute("content")).toBe("#000");
    }
    const { head } = parts((await testApp.app.inject({ url: "/static" })).body);
    expect(head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(head.querySelector('meta[name="description"]')?.getAttribute("content")).toContain("static blocks only");
  });

  it("hides the navigation on navigation.disabled_on_pages (lrdx theme only) and picks the logo by path", async () => {
    await save("navigation.disabled_on_pages", JSON.stringify(["/static"]));
    const header = async (url: string) =>
      parts((await testApp.app.inject({ url })).body).body.querySelector(".site-header");
    expect(await header("/static")).not.toBeNull(); // jdx ignores the setting
    await save("site.theme", "lrdx");
    expect(await header("/static")).toBeNull();
    expect(await header("/islands")).not.toBeNull();

    // Before logo settings are saved: the built-in wordmarks on the brand paths, the default logo elsewhere.
    const defender = await header("/defender/90");
    expect(defender?.querySelector(".site-header__logo")?.getAttribute("href")).toBe("/defender");
    expect(decodeURIComponent(defender?.querySelector(".site-header__logo img")?.getAttribute("src") ?? "")).toContain(
      ">DEFENDER</text>",
    );
    const rangeRover = await header("/range-rover");
    expect(rangeRover?.querySelector(".site-header__logo")?.getAttribute("href")).toBe("/range-rover");
    expect((await header("/islands"))?.querySelector(".site-header__logo img")).toBeNull();

    await save(
      "navigation.logo_settings",
      JSON.stringify([{ matchingPath: "/isl", homepage: "/islands", logo: "https://cdn.example.com/logo.svg" }]),
    );
    const islands = await header("/islands");
    expect(islands?.querySelector(".site-header__logo")?.getAttribute("href")).toBe("/islands");
    expect(islands?.querySelector(".site-header__logo img")?.getAttribute("src")).toBe(
      "https://cdn.example.com/logo.svg",
    );
    const other = await header("/no/such/page");
    expect(other?.querySelector(".site-header__logo")?.getAttribute("href")).toBe("/");
    expect(other?.querySelector(".site-header__logo img")).toBeNull();
  });

  it("shows a settings change on the next request, also through the HTML cache", async () => {
    const render = createSiteRenderer({
      data: createSiteData(testApp.services, { revisionTtlMs: 0 }),
      assets,
      cache: new RenderCache(1024 * 1024),
    });
    const title = async () =>
      parts((await render({ url: "/static", anonymous: true })).body).head.querySelector("title")?.textContent;
    expect(await title()).toBe("Static blocks | Forecourt Motors");
    expect(await title()).toBe("Static blocks | Forecourt Motors");
    await save("site.name", "Renamed Motors");
    expect(await title()).toBe("Static blocks | Renamed Motors");
    await save("meta.title_divider", "~");
    expect(await title()).toBe("Static blocks ~ Renamed Motors");
  });

  it("documents the routes in the OpenAPI document under the settings tag", async () => {
    const openapi = (await testApp.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(openapi.paths["/settings"]?.get?.tags).toEqual(["settings"]);
    expect(openapi.paths["/settings"]?.post?.tags).toEqual(["settings"]);
    expect(openapi.paths["/settings/{id}"]?.delete?.tags).toEqual(["settings"]);
  });
});
