import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PagesTable } from "../../services/db/schema.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";

const BAD_SITE_PATHS = [
  "//evil.example/x",
  "/\\evil.example/x",
  "/a\\b",
  "/a\r\nSet-Cookie: x=1",
  "/a\nb",
  "/a\u0000b",
  "/a b",
  "evil.example",
  "javascript:alert(1)",
];

describe.each(STORAGE_NEUTRAL_KINDS)("redirect and link targets on %s", (kind) => {
  let testApp: TestApp;
  let editor: SignedIn;
  const warnings: string[] = [];
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    editor = await signIn(testApp, "editor");
    vi.spyOn(console, "warn").mockImplementation((message: unknown) => void warnings.push(String(message)));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await testApp.close();
  });

  let counter = 0;
  const create = (fields: Record<string, unknown>) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/cms/pages",
      headers: editor.headers,
      payload: { path: `/link-${++counter}`, title: "Link", ...fields },
    });

  it.each(BAD_SITE_PATHS)(
    "refuses the redirect path %j with 422 at /redirect_path, and stores nothing",
    async (target) => {
      const count = async () => (await testApp.database.handle.db.selectFrom("pages").select("id").execute()).length;
      const before = await count();
      const response = await create({ redirect_path: target });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: "invalid_fields", issues: [{ pointer: "/redirect_path" }] });
      expect(await count()).toBe(before);
    },
  );

  it("refuses control characters (a NUL breaks PostgreSQL text) in any page field with 422 and the pointer", async () => {
    for (const fields of [
      { title: "Bad\u0000title" },
      { meta_description: "line\u0007bell" },
      { path: "/nul\u0000path" },
    ]) {
      const response = await create(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect((response.json() as { issues: { pointer: string }[] }).issues.map((issue) => issue.pointer)).toEqual([
        `/${Object.keys(fields)[0]}`,
      ]);
    }
  });

  it("refuses a protocol-relative redirect set on an existing page (it would be live at once)", async () => {
    const created = await create({ redirect_path: "/models" });
    expect(created.statusCode).toBe(201);
    const changed = await testApp.app.inject({
      method: "PATCH",
      url: `/api/cms/pages/${(created.json() as { id: string }).id}`,
      headers: { ...editor.headers, "if-match": created.headers.etag as string },
      payload: { fields: { redirect_path: "//evil.example/x" } },
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ issues: [{ pointer: "/redirect_path" }] });
    const site = await testApp.app.inject({ url: `/link-${counter}` });
    expect(site.statusCode).toBe(301);
    expect(site.headers.location).toBe("/models");
  });

  it("an external link must be an absolute http(s) URL; a file link a site path or one", async () => {
    for (const to of [
      "//evil.example/x",
      "javascript:alert(1)",
      "data:text/html,x",
      "/local",
      "https://a b.example",
      "https://x.example/\r\n",
    ]) {
      const response = await create({ link_type: "external", to });
      expect(response.statusCode, to).toBe(422);
      expect(response.json()).toMatchObject({ issues: [{ pointer: "/to" }] });
    }
    expect((await create({ link_type: "external", to: "https://events.example.com/summer" })).statusCode).toBe(201);
    expect((await create({ link_type: "file", to: "/files/brochure.pdf" })).statusCode).toBe(201);
    expect((await create({ link_type: "file", to: "/\\evil.example" })).statusCode).toBe(422);
  });

  it("checks the canonical URL and external meta image, and keeps an empty one valid", async () => {
    const bad = await create({ canonical_url: "javascript:alert(1)", external_meta_image: "//evil.example/i.png" });
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as { issues: { pointer: string }[] }).issues.map((issue) => issue.pointer).sort()).toEqual([
      "/canonical_url",
      "/external_meta_image",
    ]);
    expect(
      (await create({ canonical_url: "https://www.example.com/models", external_meta_image: "/media/hero.jpg" }))
        .statusCode,
    ).toBe(201);
    expect((await create({ canonical_url: "", external_meta_image: "" })).statusCode).toBe(201);
  });

  it("refuses unsafe URLs in the link fields of blocks with 422 and the pointer, and keeps an empty link valid", async () => {
    const hero = (url: string) => ({
      schemaVersion: 1,
      root: { props: {} },
      content: [{ type: "hero-title-banner", props: { id: "h", heading: "Hi", button: { url, link_text: "Go" } } }],
    });
    for (const url of [
      "//evil.example/x",
      "javascript:alert(1)",
      "data:text/html,x",
      "/\\evil",
      "/a\r\nb",
      "vbscript:x",
    ]) {
      const response = await create({ draft: hero(url) });
      expect(response.statusCode, url).toBe(422);
      expect(response.json()).toMatchObject({
        error: "invalid_document",
        issues: [{ pointer: "/content/0/props/button/url" }],
      });
    }
    for (const url of [
      "",
      "/models",
      "/stock?x=1#top",
      "#top",
      "https://example.com",
      "mailto:a@example.com",
      "tel:+441234",
    ]) {
      expect((await create({ draft: hero(url) })).statusCode, url).toBe(201);
    }
  });

  it.each<[string, Partial<PagesTable>]>([
    ["a protocol-relative redirect path", { redirect_path: "//evil.example/x" }],
    ["a redirect path with a backslash", { redirect_path: "/\\evil.example" }],
    ["a redirect path with CR/LF", { redirect_path: "/a\r\nSet-Cookie: x=1" }],
    ["an external link to a script URL", { link_type: "external", to: "javascript:alert(1)" }],
  ])(
    "a stored bad redirect (%s) written before validation answers 404 on the site, never 500, and is logged",
    async (_name, columns) => {
      const created = await create({ redirect_path: "/placeholder" });
      const id = (created.json() as { id: string }).id;
      await testApp.database.handle.db.updateTable("pages").set(columns).where("id", "=", id).execute();
      warnings.length = 0;
      const site = await testApp.app.inject({ url: `/link-${counter}` });
      expect(site.statusCode).toBe(404);
      expect(site.headers.location).toBeUndefined();
      expect(warnings.some((message) => message.includes(id) && message.includes("redirect refused"))).toBe(true);
    },
  );
});
