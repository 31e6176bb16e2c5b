import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSiteRenderer } from "../../renderer/site/render-site.server.tsx";
import { RenderCache } from "../../renderer/site/render-cache.ts";
import { siteRevision } from "../../services/foundation/site-revisions.ts";
import { createSiteData } from "../../services/site/index.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";

interface Metahead {
  id: string;
  content: string;
  compiled: string | null;
  language: string;
  sequence: number;
  in_body: boolean;
  rdx_core_page_id: string | null;
  reload_on_each_page: boolean;
  consent_scope: string | null;
}

function split(html: string) {
  return {
    head: /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? "",
    body: /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "",
  };
}

/** Positions of the markers in `html`, asserting each is present. */
function order(html: string, markers: string[]): number[] {
  return markers.map((marker) => {
    const at = html.indexOf(marker);
    expect(at, `${marker} missing`).toBeGreaterThanOrEqual(0);
    return at;
  });
}

const ascending = (positions: number[]) =>
  positions.every((position, index) => index === 0 || position > positions[index - 1]!);

describe.each(STORAGE_NEUTRAL_KINDS)("metaheads on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  let editor: SignedIn;
  let viewer: SignedIn;
  let pageIds: Record<string, string>;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: "tests/fixtures/pages" });
    admin = await signIn(testApp, "admin");
    editor = await signIn(testApp, "editor");
    viewer = await signIn(testApp, "viewer");
    const pages = await testApp.database.handle.db.selectFrom("pages").select(["id", "path"]).execute();
    pageIds = Object.fromEntries(pages.map((page) => [page.path, page.id]));
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await testApp.database.handle.db.deleteFrom("metaheads").execute();
  });

  const create = (payload: Record<string, unknown>, who: SignedIn = admin) =>
    testApp.app.inject({ method: "POST", url: "/metaheads", headers: who.headers, payload });
  async function created(payload: Record<string, unknown>, who: SignedIn = admin): Promise<Metahead> {
    const response = await create(payload, who);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Metahead;
  }

  it("injects the global metaheads and the page's own in sequence order: head ones in <head>, in_body ones at the end of <body>", async () => {
    const staticId = pageIds["/static"]!;
    await created({ language: "css", content: ".marker-css { color: red }", sequence: 30 });
    await created({ language: "javascript", content: "window.markerBodyJs = 1;", sequence: 10, in_body: true });
    await created({ language: "js-src", content: "https://cdn.example.com/marker.js", sequence: 5 });
    await created({ language: "html", content: '<meta name="marker-html" content="1">', sequence: 20 });
    await created({
      language: "javascript",
      content: "window.markerPageJs = 1;",
      sequence: 1,
      rdx_core_page_id: staticId,
    });
    await created({ language: "html", content: '<div id="marker-body-html"></div>', sequence: 40, in_body: true });

    const page = split((await testApp.app.inject({ url: "/static" })).body);
    expect(
      ascending(
        order(page.head, [
          "window.markerPageJs",
          'src="https://cdn.example.com/marker.js"',
          'name="marker-html"',
          ".marker-css",
        ]),
      ),
    ).toBe(true);
    // Scripts carry the response's CSP nonce (decision 013).
    expect(page.head).toMatch(/<script data-metahead="[^"]+" nonce="[^"]+">window\.markerPageJs = 1;<\/script>/);
    expect(page.head).toMatch(
      /<script data-metahead="[^"]+" nonce="[^"]+" src="https:\/\/cdn\.example\.com\/marker\.js"><\/script>/,
    );
    expect(page.head).toMatch(/<style data-metahead="[^"]+">\.marker-css \{ color: red \}<\/style>/);
    expect(page.head).not.toContain("markerBodyJs");
    // At the end of <body>, after the page, in order.
    const [js, html] = order(page.body, ["window.markerBodyJs", 'id="marker-body-html"']);
    expect(html!).toBeGreaterThan(js!);
    expect(page.body.indexOf("</footer>")).toBeLessThan(js!);
    expect(page.body).not.toContain("markerPageJs");

    // Another page: the global ones only; the 404 page too.
    for (const url of ["/islands", "/no/such/page"]) {
      const other = (await testApp.app.inject({ url })).body;
      expect(other, url).toContain(".marker-css");
      expect(other).toContain("window.markerBodyJs");
      expect(other).not.toContain("markerPageJs");
    }
  });

  it("lists in sequence order; q[page_id_equal_or_null] gives a page's metaheads plus the global ones", async () => {
    const staticId = pageIds["/static"]!;
    const islandsId = pageIds["/islands"]!;
    const global = await created({ language: "css", content: "a{}", sequence: 2 });
    const own = await created({ language: "css", content: "b{}", sequence: 1, rdx_core_page_id: staticId });
    const otherPage = await created({ language: "css", content: "c{}", sequence: 0, rdx_core_page_id: islandsId });

    const all = await testApp.app.inject({ url: "/metaheads", headers: viewer.headers });
    expect(all.statusCode).toBe(200);
    expect((all.json() as { data: Metahead[] }).data.map((metahead) => metahead.id)).toEqual([
      otherPage.id,
      own.id,
      global.id,
    ]);

    const url = `/metaheads?${encodeURIComponent("q[page_id_equal_or_null]")}=${staticId}`;
    const filtered = (await testApp.app.inject({ url, headers: viewer.headers })).json() as { data: Metahead[] };
    expect(filtered.data.map((metahead) => metahead.id)).toEqual([own.id, global.id]);
    expect(filtered.data[0]).toMatchObject({
      language: "css",
      content: "b{}",
      sequence: 1,
      in_body: false,
      rdx_core_page_id: staticId,
      reload_on_each_page: false,
    });

    const literal = (
      await testApp.app.inject({ url: `/metaheads?q[page_id_equal_or_null]=${islandsId}`, headers: viewer.headers })
    ).json() as { data: Metahead[] };
    expect(literal.data.map((metahead) => metahead.id)).toEqual([otherPage.id, global.id]);
    const unknownPage = (
      await testApp.app.inject({ url: "/metaheads?q[page_id_equal_or_null]=nope", headers: viewer.headers })
    ).json() as { data: Metahead[] };
    expect(unknownPage.data.map((metahead) => metahead.id)).toEqual([global.id]);
  });

  it("lets editors write styles but not scripts: javascript, js-src and html need an admin (403 with a clear message)", async () => {
    expect((await testApp.app.inject({ url: "/metaheads" })).statusCode).toBe(401);
    expect((await create({ language: "css", content: "a{}" }, viewer)).statusCode).toBe(403);

    for (const language of ["javascript", "js-src", "html"]) {
      const refused = await create(
        { language, content: language === "js-src" ? "https://cdn.example.com/x.js" : "alert(1)" },
        editor,
      );
      expect(refused.statusCode, language).toBe(403);
      expect((refused.json() as { message: string }).message).toContain(
        `Only admins may add, change or delete ${language} metaheads`,
      );
    }
    const style = await created({ language: "css", content: "a{color:blue}" }, editor);
    const script = await created({ language: "javascript", content: "console.log(1)" }, admin);

    // An editor cannot turn a style into a script, nor change or delete an admin's script.
    const put = (id: string, payload: Record<string, unknown>, who: SignedIn) =>
      testApp.app.inject({ method: "PUT", url: `/metaheads/${id}`, headers: who.headers, payload });
    expect((await put(style.id, { language: "html", content: "<b>x</b>" }, editor)).statusCode).toBe(403);
    expect((await put(script.id, { sequence: 9 }, editor)).statusCode).toBe(403);
    expect(
      (await testApp.app.inject({ method: "DELETE", url: `/metaheads/${script.id}`, headers: editor.headers }))
        .statusCode,
    ).toBe(403);
    const moved = await put(style.id, { sequence: 7, in_body: true }, editor);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      id: style.id,
      language: "css",
      content: "a{color:blue}",
      sequence: 7,
      in_body: true,
    });
    expect(
      (await testApp.app.inject({ method: "DELETE", url: `/metaheads/${style.id}`, headers: editor.headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await testApp.app.inject({ method: "DELETE", url: `/metaheads/${script.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await testApp.app.inject({ method: "DELETE", url: `/metaheads/${script.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });

  it("compiles scss and sass on write and injects the CSS; a compile error is a 422 with the compiler's message", async () => {
    const scss = await created(
      { language: "scss", content: "$brand: #005a2b;\n.marker-scss { .inner { color: $brand; } }" },
      editor,
    );
    expect(scss.content).toContain("$brand");
    expect(scss.compiled).toBe(".marker-scss .inner{color:#005a2b}");
    const sass = await created({ language: "sass", content: ".marker-sass\n  margin: 1px + 2px\n" }, editor);
    expect(sass.compiled).toBe(".marker-sass{margin:3px}");

    const html = split((await testApp.app.inject({ url: "/static" })).body).head;
    expect(html).toContain(".marker-scss .inner{color:#005a2b}</style>");
    expect(html).toContain(".marker-sass{margin:3px}</style>");
    expect(html).not.toContain("$brand");

    const broken = await create({ language: "scss", content: ".a {\n  color: $undefined;\n}" }, editor);
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({
      error: "invalid_stylesheet",
      issues: [{ pointer: "/content", message: "Undefined variable.", line: 2, column: 10 }],
    });
    expect((broken.json() as { message: string }).message).toContain("Undefined variable.");
    const files = await create({ language: "scss", content: '@use "/etc/passwd";' }, editor);
    expect(files.statusCode).toBe(422);

    // Changing the source recompiles it.
    const changed = await testApp.app.inject({
      method: "PUT",
      url: `/metaheads/${scss.id}`,
      headers: editor.headers,
      payload: { content: ".b { color: red; }" },
    });
    expect(changed.json()).toMatchObject({ compiled: ".b{color:red}" });
  });

  it("bounds stylesheet compiles: a long source is a 413 and parallel saves beyond the queue a 503, storing nothing", async () => {
    const long = await create(
      { language: "scss", content: `.a { color: red; }\n${"/* padding */\n".repeat(8000)}` },
      editor,
    );
    expect(long.statusCode).toBe(413);
    expect(long.json()).toMatchObject({ error: "stylesheet_too_large", issues: [{ pointer: "/content" }] });
    expect((long.json() as { message: string }).message).toContain("100000 characters");
    // Saves arriving together (a compiler process takes far longer to start than they take to arrive): two compile, four wait, the rest are refused.
    const responses = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        create({ language: "scss", content: `.parallel-${i} { color: red; }` }, editor),
      ),
    );
    const refused = responses.filter((response) => response.statusCode === 503);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.headers["retry-after"]).toBe("5");
    expect(refused[0]!.json()).toMatchObject({ error: "compiler_busy" });
    expect(
      responses.filter((response) => response.statusCode === 201),
      responses.map((response) => `${response.statusCode} ${response.body.slice(0, 200)}`).join("\n"),
    ).toHaveLength(6);
    const stored = await testApp.database.handle.db.selectFrom("metaheads").select("id").execute();
    expect(stored).toHaveLength(6);
  }, 90_000);

  it("refuses a page that does not exist, a js-src that is not a URL and an unknown language", async () => {
    const page = await create({ language: "css", content: "a{}", rdx_core_page_id: "no-such-page" });
    expect(page.statusCode).toBe(422);
    expect(page.json()).toMatchObject({ issues: [{ pointer: "/rdx_core_page_id" }] });
    const src = await create({ language: "js-src", content: "alert(1)" });
    expect(src.statusCode).toBe(422);
    expect(src.json()).toMatchObject({ issues: [{ pointer: "/content" }] });
    expect((await create({ language: "php", content: "<?php" })).statusCode).toBe(400);
    expect((await create({ language: "css", content: "" })).statusCode).toBe(400);
  });

  it("keeps an admin's code from ending its element early", async () => {
    await created({ language: "javascript", content: 'document.title = "</script><b>x</b>";' });
    await created({ language: "css", content: '.x::after { content: "</style>" }' });
    const head = split((await testApp.app.inject({ url: "/static" })).body).head;
    expect(head).toContain('document.title = "<\\/script><b>x</b>";</script>');
    expect(head).toContain('content: "<\\/style>" }</style>');
  });

  it("keeps a consent scope; where consent is configured, scripts of an optional scope wait inert and the data layer too", async () => {
    const marketing = await created({
      language: "js-src",
      content: "https://ads.example.com/tag.js",
      consent_scope: "C0004",
    });
    expect(marketing.consent_scope).toBe("C0004");
    await created({ language: "javascript", content: "window.markerStats = 1;", consent_scope: "statistic" });
    await created({ language: "html", content: "<script>window.markerHtml = 1;</script>", consent_scope: "marketing" });
    await created({ language: "javascript", content: "window.markerAlways = 1;", consent_scope: "C0001" });
    await created({ language: "css", content: ".marker-scoped { color: red }", consent_scope: "marketing" });
    expect((await create({ language: "javascript", content: "x", consent_scope: "ads" })).statusCode).toBe(400);
    const changed = await testApp.app.inject({
      method: "PUT",
      url: `/metaheads/${marketing.id}`,
      headers: admin.headers,
      payload: { consent_scope: null },
    });
    expect(changed.json()).toMatchObject({ consent_scope: null });
    await testApp.app.inject({
      method: "PUT",
      url: `/metaheads/${marketing.id}`,
      headers: admin.headers,
      payload: { consent_scope: "C0004" },
    });

    // Without consent settings everything runs as before.
    const plain = split((await testApp.app.inject({ url: "/static" })).body).head;
    expect(plain).toMatch(/<script data-metahead="[^"]+" nonce="[^"]+" src="https:\/\/ads\.example\.com\/tag\.js">/);
    expect(plain).not.toContain("data-consent-scope");

    const setting = async (key: string, value: string) =>
      expect(
        (
          await testApp.app.inject({
            method: "POST",
            url: "/settings",
            headers: admin.headers,
            payload: { key, value },
          })
        ).statusCode,
      ).toBeLessThan(300);
    await setting("consent.banner", JSON.stringify({ title: "Cookies", accept_label: "Accept" }));
    await setting("analytics.enabled", "true");
    try {
      const html = (await testApp.app.inject({ url: "/static" })).body;
      expect(html).toMatch(
        /<script type="text\/plain" data-metahead="[^"]+" data-consent-scope="C0004" nonce="[^"]+" data-src="https:\/\/ads\.example\.com\/tag\.js"><\/script>/,
      );
      expect(html).not.toMatch(/ src="https:\/\/ads\.example\.com/);
      expect(html).toMatch(
        /<script type="text\/plain" data-metahead="[^"]+" data-consent-scope="statistic"[^>]*>window\.markerStats/,
      );
      expect(html).toMatch(
        /<template data-metahead="[^"]+" data-consent-scope="marketing"><script nonce="[^"]+">window\.markerHtml/,
      );
      expect(html).toMatch(/<script data-metahead="[^"]+" nonce="[^"]+">window\.markerAlways/);
      expect(html).toMatch(/<style data-metahead="[^"]+">\.marker-scoped/);
      expect(html).toMatch(/<script data-analytics type="text\/plain" data-consent-scope="statistic"/);
      // The banner comes with it, drawn by the server and run by its own script, not an island (decision
      // 191); the choice dialog's texts come with it, the script draws the dialog (decision 193).
      expect(html).toContain("data-consent-root");
      expect(html).toContain("data-consent-texts");
      expect(html).not.toContain("data-consent-dialog");
      expect(html).not.toContain("data-island=");
    } finally {
      await testApp.database.handle.db
        .deleteFrom("settings")
        .where("key", "in", ["consent.banner", "analytics.enabled"])
        .execute();
    }
  });

  it("bumps the metaheads revision on every write, and the next page request shows the change through the HTML cache", async () => {
    const db = testApp.database.handle.db;
    const render = createSiteRenderer({
      data: createSiteData(testApp.services, { revisionTtlMs: 0 }),
      assets: { styles: [], islandsEntry: null, islandChunks: {} },
      cache: new RenderCache(1024 * 1024),
    });
    expect((await render({ url: "/static", anonymous: true })).body).not.toContain("marker-cached");
    const before = await siteRevision(db, "metaheads");
    const metahead = await created({ language: "css", content: ".marker-cached{}" });
    expect(await siteRevision(db, "metaheads")).toBe(before + 1);
    expect((await render({ url: "/static", anonymous: true })).body).toContain(".marker-cached{}");
    await testApp.app.inject({
      method: "PUT",
      url: `/metaheads/${metahead.id}`,
      headers: admin.headers,
      payload: { content: ".marker-changed{}" },
    });
    expect((await render({ url: "/static", anonymous: true })).body).toContain(".marker-changed{}");
    await testApp.app.inject({ method: "DELETE", url: `/metaheads/${metahead.id}`, headers: admin.headers });
    expect(await siteRevision(db, "metaheads")).toBe(before + 3);
    expect((await render({ url: "/static", anonymous: true })).body).not.toContain("marker-changed");
  });

  it("documents the routes in the OpenAPI document under the metaheads tag", async () => {
    const openapi = (await testApp.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(openapi.paths["/metaheads"]?.get?.tags).toEqual(["metaheads"]);
    expect(openapi.paths["/metaheads"]?.post?.tags).toEqual(["metaheads"]);
    expect(openapi.paths["/metaheads/{id}"]?.put?.tags).toEqual(["metaheads"]);
    expect(openapi.paths["/metaheads/{id}"]?.delete?.tags).toEqual(["metaheads"]);
  });
});
