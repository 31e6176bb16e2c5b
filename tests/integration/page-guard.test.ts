import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";

const LOGIN = (returnTo: string) => `/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
const NO_PERMISSIONS = "/auth/error?type=noPermissions";

describe.each(STORAGE_NEUTRAL_KINDS)("the page guard on %s", (kind) => {
  let testApp: TestApp;
  let viewer: SignedIn;
  let editor: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: "tests/fixtures/pages" });
    [viewer, editor, admin] = await Promise.all([
      signIn(testApp, "viewer"),
      signIn(testApp, "editor"),
      signIn(testApp, "admin"),
    ]);
  });
  afterAll(() => testApp.close());

  const get = (url: string, as?: SignedIn, method: "GET" | "HEAD" = "GET") =>
    testApp.app.inject({ method, url, headers: as ? { cookie: as.headers.cookie } : {} });

  it("sends an anonymous browser from /cms, /admin and /lrdx-navigation-test to sign in, and back afterwards", async () => {
    for (const url of ["/cms", "/cms/pages/42?tab=seo", "/admin", "/admin/users", "/lrdx-navigation-test"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe(LOGIN(url));
    }
    expect((await get("/cms", undefined, "HEAD")).statusCode).toBe(302);
  });

  it("is not fooled by other spellings of the protected paths", async () => {
    for (const url of ["/CMS", "/cms/", "//cms", "/%63ms", "/Admin/users"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toMatch(/^\/auth\/login\?returnTo=/);
    }
  });

  it("lets any signed-in role into /cms, but only admins into /admin", async () => {
    for (const user of [viewer, editor, admin]) {
      expect((await get("/cms", user)).statusCode).toBe(200);
      expect((await get("/cms/pages/1", user)).statusCode).toBe(200);
      expect((await get("/lrdx-navigation-test", user)).statusCode).toBe(200);
    }
    for (const user of [viewer, editor]) {
      const response = await get("/admin/users", user);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(NO_PERMISSIONS);
    }
    expect((await get("/admin", admin)).statusCode).toBe(200);
    expect((await get("/admin/users", admin)).body).toContain("Signed in as");
  });

  it("lets editors and admins read /admin/vins (decision 081), and sends viewers to no-permission", async () => {
    for (const user of [editor, admin]) expect((await get("/admin/vins", user)).statusCode).toBe(200);
    const response = await get("/admin/vins", viewer);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(NO_PERMISSIONS);
  });

  it("lets editors and admins read /admin/offers (decision 113), and sends viewers to no-permission", async () => {
    for (const user of [editor, admin]) expect((await get("/admin/offers", user)).statusCode).toBe(200);
    const response = await get("/admin/offers", viewer);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(NO_PERMISSIONS);
  });

  it("leaves the public site open without REQUIRE_USER_LOGIN", async () => {
    expect((await get("/static")).statusCode).toBe(200);
    expect((await get("/no/such/page")).statusCode).toBe(404);
  });

  it("takes a browser without JavaScript from /cms through the sign-in form and back", async () => {
    const password = "correct horse battery staple";
    await testApp.services.users.create({ email: "journey@example.com", name: "Journey", role: "editor", password });
    const guarded = await get("/cms/pages/9");
    const loginPage = await testApp.app.inject({ url: guarded.headers.location as string });
    const returnTo = /name="returnTo" value="([^"]*)"/.exec(loginPage.body)?.[1];
    expect(returnTo).toBe("/cms/pages/9");
    const posted = await testApp.app.inject({
      method: "POST",
      url: "/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      payload: new URLSearchParams({ email: "journey@example.com", password, returnTo: returnTo! }).toString(),
    });
    expect(posted.headers.location).toBe("/cms/pages/9");
    const cookie = posted.cookies.find((candidate) => candidate.name === "fc_session")!;
    expect(
      (await testApp.app.inject({ url: "/cms/pages/9", headers: { cookie: `fc_session=${cookie.value}` } })).statusCode,
    ).toBe(200);
  });
});

describe.each(STORAGE_NEUTRAL_KINDS)("REQUIRE_USER_LOGIN=true on %s", (kind) => {
  let testApp: TestApp;
  let viewer: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: "tests/fixtures/pages", env: { REQUIRE_USER_LOGIN: "true" } });
    viewer = await signIn(testApp, "viewer");
  });
  afterAll(() => testApp.close());

  it("sends anonymous browsers from every page of the public site to sign in", async () => {
    for (const url of [
      "/",
      "/static",
      "/showroom/range-rover-123",
      "/showroom-order-online/checkout",
      "/no/such/page",
      "/API/users",
      "/%61pi/x",
    ]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe(LOGIN(url));
    }
  });

  it("lets any signed-in user see the site", async () => {
    expect((await testApp.app.inject({ url: "/static", headers: { cookie: viewer.headers.cookie } })).statusCode).toBe(
      200,
    );
  });

  it("leaves assets, media, health, the APIs, sign-in itself and /no-access alone", async () => {
    const open: [string, number][] = [
      ["/healthz", 200],
      ["/api/auth/session", 401],
      ["/api/cms/pages", 401],
      ["/public_api/pages/by_path/static", 200],
      ["/auth/login", 200],
      ["/auth/error?type=noPermissions", 403],
      ["/no-access", 200],
      ["/media/images/none/10x10.jpg", 404],
      ["/assets/none.js", 404],
      // APIs at the seed's own paths answer for themselves rather than redirecting.
      ["/settings", 401],
      ["/metaheads", 401],
      ["/dealers", 200],
    ];
    for (const [url, status] of open) expect((await testApp.app.inject({ url })).statusCode, url).toBe(status);
  });
});
