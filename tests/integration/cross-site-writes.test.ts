import type { HTTPMethods, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";

const PASSWORD = "correct horse battery staple";
const EVIL = "https://evil.example";
const WRITE_METHODS = new Set<string>(["POST", "PUT", "PATCH", "DELETE"]);
const REFUSAL = {
  error: "csrf",
  message: "This request was sent from another site, so it was refused. Open the page on this site and try again.",
};

describe.each(STORAGE_NEUTRAL_KINDS)("writes sent from another site on %s", (kind) => {
  const routes: RouteOptions[] = [];
  let testApp: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      onRoute: (route) => routes.push(route),
      env: { PUBLIC_URL: "https://www.example.com/" },
    });
    admin = await signIn(testApp, "admin");
    await testApp.services.users.create({
      email: "csrf-victim@example.com",
      name: "Victim",
      role: "editor",
      password: PASSWORD,
    });
  });
  afterAll(() => testApp.close());

  const formPost = (url: string, fields: Record<string, string>, headers: Record<string, string>) =>
    testApp.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const sessionCookie = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === "fc_session");

  it("refuses a cross-site form post to the JSON sign-in (login CSRF), by Origin or by Sec-Fetch-Site", async () => {
    const fields = { email: "csrf-victim@example.com", password: PASSWORD };
    const foreign: Record<string, string>[] = [
      { origin: EVIL },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of foreign) {
      const response = await formPost("/api/auth/login", fields, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual(REFUSAL);
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it("still signs in from this site (its own origin or PUBLIC_URL's), and from clients that send neither header", async () => {
    const fields = { email: "csrf-victim@example.com", password: PASSWORD };
    const ours: Record<string, string>[] = [
      { origin: "http://localhost" },
      { origin: "https://www.example.com" },
      { "sec-fetch-site": "same-origin" },
      {},
    ];
    for (const headers of ours) {
      const response = await formPost("/api/auth/login", fields, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it("refuses a cross-site write even with a valid session, CSRF token or bearer token, and changes nothing", async () => {
    const token = admin.headers.cookie.replace("fc_session=", "");
    const patch = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: "PATCH",
        url: `/api/users/${admin.userId}`,
        headers,
        payload: { name: "Renamed from afar" },
      });
    const forged: Record<string, string>[] = [
      { ...admin.headers, origin: EVIL },
      { authorization: `Bearer ${token}`, origin: EVIL },
      { authorization: `Bearer ${token}`, "sec-fetch-site": "cross-site" },
    ];
    for (const headers of forged) {
      const response = await patch(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSAL);
    }
    expect((await testApp.services.users.findById(admin.userId))?.name).toBe("admin");
    // A script with the bearer token and no browser headers goes through the usual checks.
    expect((await patch({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it("covers every write route of the app, before its own guard or body checks", async () => {
    const writes = routes.flatMap((route) =>
      ([] as HTTPMethods[])
        .concat(route.method)
        .filter((method) => WRITE_METHODS.has(method))
        .map((method) => ({ method, url: route.url })),
    );
    expect(writes.length).toBeGreaterThan(10);
    for (const { method, url } of writes) {
      const response = await testApp.app.inject({
        method,
        url: url.replace(/:[A-Za-z_]+/g, "x").replace(/\*$/, "x"),
        headers: { ...admin.headers, origin: EVIL },
        payload: {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json(), `${method} ${url}`).toEqual(REFUSAL);
    }
  });
});
