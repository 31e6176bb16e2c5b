import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";
import { parseHtml } from "../support/render-block.ts";

const PASSWORD = "correct horse battery staple";
/** inject()'s default Host is localhost:80; a browser sends this Origin for a form on the same site. */
const SAME_ORIGIN = "http://localhost";

describe.each(STORAGE_NEUTRAL_KINDS)("the sign-in pages on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    await testApp.services.users.create({
      email: "page-user@example.com",
      name: "Page User",
      role: "editor",
      password: PASSWORD,
    });
  });
  afterAll(() => testApp.close());

  const postForm = (fields: Record<string, string>, headers: Record<string, string> = { origin: SAME_ORIGIN }) =>
    testApp.app.inject({
      method: "POST",
      url: "/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === "fc_session");

  it("renders an accessible form that works without JavaScript", async () => {
    const response = await testApp.app.inject({ url: "/auth/login?returnTo=%2Fcms%2Fpages%2F7" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-store");
    const dom = parseHtml(response.body.replace(/^<!doctype html>/, ""));
    const form = dom.querySelector('form[method="post"][action="/auth/login"]')!;
    expect(form).not.toBeNull();
    expect(form.querySelector('label[for="email"]')?.textContent).toBe("E-mail address");
    expect(form.querySelector('input#email[type="email"][autocomplete="username"][required]')).not.toBeNull();
    expect(form.querySelector('label[for="password"]')?.textContent).toBe("Password");
    expect(form.querySelector('input#password[type="password"][autocomplete="current-password"]')).not.toBeNull();
    expect(form.querySelector('input[name="returnTo"]')?.getAttribute("value")).toBe("/cms/pages/7");
    expect(dom.querySelector("h1")?.textContent).toBe("Sign in");
    expect(response.body).not.toContain("<script");
  });

  it("never carries an off-site returnTo", async () => {
    const response = await testApp.app.inject({
      url: `/auth/login?returnTo=${encodeURIComponent("//evil.example/x")}`,
    });
    expect(response.body).toContain('name="returnTo" value="/cms"');
  });

  it("signs in and redirects to returnTo with an HttpOnly session cookie", async () => {
    const response = await postForm({
      email: "page-user@example.com",
      password: PASSWORD,
      returnTo: "/cms/pages/7?x=1",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/cms/pages/7?x=1");
    const cookie = cookieOf(response)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const session = await testApp.app.inject({
      url: "/api/auth/session",
      headers: { cookie: `fc_session=${cookie.value}` },
    });
    expect(session.json()).toMatchObject({ user: { email: "page-user@example.com" } });
  });

  it("redirects to /cms by default and refuses an off-site returnTo", async () => {
    expect((await postForm({ email: "page-user@example.com", password: PASSWORD })).headers.location).toBe("/cms");
    expect(
      (await postForm({ email: "page-user@example.com", password: PASSWORD, returnTo: "https://evil.example/" }))
        .headers.location,
    ).toBe("/cms");
    for (const returnTo of ["/.//evil.example", "/a/..//evil.example", "/%2F%2Fevil.example", "/\t/evil.example"]) {
      expect(
        (await postForm({ email: "page-user@example.com", password: PASSWORD, returnTo })).headers.location,
        returnTo,
      ).toBe("/cms");
    }
  });

  it("re-renders the form with the error and 401 for wrong credentials, keeping the address but not the password", async () => {
    const response = await postForm({
      email: "page-user@example.com",
      password: "not the password",
      returnTo: "/cms/x",
    });
    expect(response.statusCode).toBe(401);
    expect(cookieOf(response)).toBeUndefined();
    const dom = parseHtml(response.body.replace(/^<!doctype html>/, ""));
    expect(dom.querySelector('[role="alert"]')?.textContent).toBe("The e-mail address or password is not right.");
    expect(dom.querySelector("input#email")?.getAttribute("value")).toBe("page-user@example.com");
    expect(dom.querySelector("input#email")?.getAttribute("aria-invalid")).toBe("true");
    expect(response.body).not.toContain("not the password");
    expect(dom.querySelector('input[name="returnTo"]')?.getAttribute("value")).toBe("/cms/x");
    expect((await postForm({ email: "nobody@example.com", password: PASSWORD })).statusCode).toBe(401);
  });

  it("accepts a same-origin Referer when Origin is missing, and refuses a form from another site or from nowhere (login CSRF)", async () => {
    const fields = { email: "page-user@example.com", password: PASSWORD };
    expect((await postForm(fields, { referer: `${SAME_ORIGIN}/auth/login` })).statusCode).toBe(303);
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { referer: "https://evil.example/login" },
      { origin: "null" },
      {},
    ];
    for (const headers of foreign) {
      const response = await postForm(fields, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toMatchObject({ error: "csrf" });
      expect(cookieOf(response)).toBeUndefined();
    }
  });

  it("ignores forwarded headers when no proxy is trusted: a client cannot claim another origin", async () => {
    const response = await postForm(
      { email: "page-user@example.com", password: PASSWORD },
      { origin: "https://www.example.com", "x-forwarded-proto": "https", "x-forwarded-host": "www.example.com" },
    );
    expect(response.statusCode).toBe(403);
    expect(cookieOf(response)).toBeUndefined();
  });

  it("after 10 failed attempts for an address from one IP answers 429, even with the right password, for the form and the API", async () => {
    await testApp.services.users.create({
      email: "throttled@example.com",
      name: "T",
      role: "viewer",
      password: PASSWORD,
    });
    for (let i = 0; i < 10; i++)
      expect((await postForm({ email: "throttled@example.com", password: `wrong ${i}` })).statusCode).toBe(401);
    const refused = await postForm({ email: "throttled@example.com", password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(800);
    expect(refused.body).toContain(
      "Too many failed sign-in attempts for this e-mail address. Wait 15 minutes and try again.",
    );
    const api = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "throttled@example.com", password: PASSWORD },
    });
    expect(api.statusCode).toBe(429);
    expect(api.json()).toMatchObject({ error: "too_many_attempts" });
    // Another address is not held up; a forged X-Forwarded-For does not make a new client.
    expect((await postForm({ email: "page-user@example.com", password: PASSWORD })).statusCode).toBe(303);
    expect(
      (
        await postForm(
          { email: "throttled@example.com", password: PASSWORD },
          { origin: SAME_ORIGIN, "x-forwarded-for": "203.0.113.9" },
        )
      ).statusCode,
    ).toBe(429);
  });

  it("explains a missing permission, with a sign-out button and a link home", async () => {
    const viewer = await signIn(testApp, "viewer", "no-permission@example.com");
    const response = await testApp.app.inject({
      url: "/auth/error?type=noPermissions",
      headers: { cookie: viewer.headers.cookie },
    });
    expect(response.statusCode).toBe(403);
    const dom = parseHtml(response.body.replace(/^<!doctype html>/, ""));
    expect(dom.querySelector("h1")?.textContent).toBe("You do not have permission");
    expect(dom.querySelector("main")?.textContent).toContain("no-permission@example.com (viewer)");
    expect(dom.querySelector('form[method="post"][action="/auth/logout"] button[type="submit"]')?.textContent).toBe(
      "Sign out",
    );
    expect(dom.querySelector('main a[href="/"]')).not.toBeNull();
  });

  it("signs out by the form's POST, then redirects home", async () => {
    const user = await signIn(testApp, "editor");
    const response = await testApp.app.inject({
      method: "POST",
      url: "/auth/logout",
      headers: { cookie: user.headers.cookie, origin: SAME_ORIGIN },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/");
    expect(cookieOf(response)?.value).toBe("");
    expect(
      (await testApp.app.inject({ url: "/api/auth/session", headers: { cookie: user.headers.cookie } })).statusCode,
    ).toBe(401);
  });

  it("does not sign out by GET: any page could fire one (an image, a preloaded link)", async () => {
    const user = await signIn(testApp, "editor");
    const response = await testApp.app.inject({ url: "/auth/logout", headers: { cookie: user.headers.cookie } });
    expect(response.statusCode).not.toBe(303);
    expect(cookieOf(response)).toBeUndefined();
    expect(
      (await testApp.app.inject({ url: "/api/auth/session", headers: { cookie: user.headers.cookie } })).statusCode,
    ).toBe(200);
  });

  it("refuses a sign-out form posted from another site", async () => {
    const user = await signIn(testApp, "editor");
    const response = await testApp.app.inject({
      method: "POST",
      url: "/auth/logout",
      headers: { cookie: user.headers.cookie, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(
      (await testApp.app.inject({ url: "/api/auth/session", headers: { cookie: user.headers.cookie } })).statusCode,
    ).toBe(200);
  });

  it("signing in again ends the browser's previous session", async () => {
    const first = await postForm({ email: "page-user@example.com", password: PASSWORD });
    const firstCookie = `fc_session=${cookieOf(first)!.value}`;
    const second = await postForm(
      { email: "page-user@example.com", password: PASSWORD },
      { origin: SAME_ORIGIN, cookie: firstCookie },
    );
    expect(second.statusCode).toBe(303);
    expect((await testApp.app.inject({ url: "/api/auth/session", headers: { cookie: firstCookie } })).statusCode).toBe(
      401,
    );
  });
});
