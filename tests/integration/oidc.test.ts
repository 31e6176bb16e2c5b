import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { ROLE_CLAIM, startTestProvider, type TestAccount, type TestProvider } from "../support/oidc-provider.ts";

/** The app is reached as this origin (the Host header of every injected request). */
const APP_HOST = "forecourt.test";
const APP_ORIGIN = `http://${APP_HOST}`;

const ACCOUNTS: TestAccount[] = [
  { accountId: "alice-sub", email: "alice@example.com", email_verified: true, name: "Alice Example" },
  {
    accountId: "erin-sub",
    email: "erin@example.com",
    email_verified: true,
    name: "Erin Editor",
    [ROLE_CLAIM]: "editor",
  },
  { accountId: "linda-sub", email: "linda@example.com", email_verified: true, name: "Linda Linked" },
  { accountId: "mallory-sub", email: "victim@example.com", email_verified: false, name: "Mallory" },
];

/** Cookies by name, as a browser would keep them for one site (paths do not matter for these flows). */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  take(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (attribute) =>
          /^\s*max-age=0\s*$/i.test(attribute) ||
          (/^\s*expires=/i.test(attribute) && Date.parse(attribute.split("=")[1]!) < Date.now()),
      );
      if (expired || value === "") this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

function setCookiesOf(headers: Record<string, unknown>): string[] {
  const value = headers["set-cookie"];
  return value === undefined ? [] : Array.isArray(value) ? (value as string[]) : [String(value)];
}

/**
 * A browser without JavaScript going through the whole dance: the app's start URL, the provider's
 * login and consent forms (its devInteractions, answered like a person would), back to
 * /auth-exchange. Returns the exchange's response and the browser's cookies for the app.
 */
async function signInThroughProvider(testApp: TestApp, accountId: string, returnTo = "/cms") {
  const app = new CookieJar();
  const provider = new CookieJar();
  const start = await testApp.app.inject({
    url: `/auth/login/oidc?returnTo=${encodeURIComponent(returnTo)}`,
    headers: { host: APP_HOST },
  });
  expect(start.statusCode, start.body).toBe(302);
  app.take(setCookiesOf(start.headers));
  let url = new URL(start.headers.location as string);
  for (let step = 0; step < 20 && url.origin !== APP_ORIGIN; step++) {
    let response = await fetch(url, { redirect: "manual", headers: { cookie: provider.header() } });
    provider.take(response.headers.getSetCookie());
    if (response.status === 200) {
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
      if (!action || !prompt) throw new Error(`unexpected page at the provider: ${html.slice(0, 500)}`);
      const form = new URLSearchParams(
        prompt === "login" ? { prompt, login: accountId, password: "anything" } : { prompt },
      );
      response = await fetch(new URL(action, url), {
        method: "POST",
        redirect: "manual",
        body: form,
        headers: { cookie: provider.header(), "content-type": "application/x-www-form-urlencoded" },
      });
      provider.take(response.headers.getSetCookie());
    }
    const location = response.headers.get("location");
    if (!location)
      throw new Error(
        `the provider stopped at ${url.href} with ${response.status}: ${(await response.text()).slice(0, 500)}`,
      );
    url = new URL(location, url);
  }
  expect(url.pathname).toBe("/auth-exchange");
  const exchange = await testApp.app.inject({
    url: `${url.pathname}${url.search}`,
    headers: { host: APP_HOST, cookie: app.header() },
  });
  app.take(setCookiesOf(exchange.headers));
  return { exchange, cookies: app, callbackUrl: url };
}

describe.each(DATABASE_KINDS)("signing in through an OpenID Connect provider on %s", (kind) => {
  let provider: TestProvider;
  let testApp: TestApp;
  beforeAll(async () => {
    provider = await startTestProvider(APP_ORIGIN, ACCOUNTS);
    testApp = await createTestApp(kind, {
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_PROVIDER_NAME: "Test IdP",
        OIDC_ROLE_CLAIM: ROLE_CLAIM,
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await provider?.close();
  });

  it("offers the provider on the sign-in page", async () => {
    const page = await testApp.app.inject({ url: "/auth/login?returnTo=/cms/pages/1" });
    expect(page.body).toContain('href="/auth/login/oidc?returnTo=%2Fcms%2Fpages%2F1"');
    expect(page.body).toContain("Sign in with Test IdP");
  });

  it("sends the browser to the provider with PKCE and state, keeping them in a short-lived HttpOnly cookie", async () => {
    const start = await testApp.app.inject({ url: "/auth/login/oidc", headers: { host: APP_HOST } });
    const location = new URL(start.headers.location as string);
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get("state")).toBeTruthy();
    expect(location.searchParams.get("redirect_uri")).toBe(`${APP_ORIGIN}/auth-exchange`);
    const cookie = start.cookies.find((candidate) => candidate.name === "fc_oidc")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/auth-exchange", maxAge: 600 });
  });

  it("runs the whole flow: creates the user with the default role, starts a session, returns to returnTo", async () => {
    const { exchange, cookies } = await signInThroughProvider(testApp, "alice-sub", "/cms/pages/abc?tab=2");
    expect(exchange.statusCode, exchange.body).toBe(303);
    expect(exchange.headers.location).toBe("/cms/pages/abc?tab=2");
    const session = await testApp.app.inject({
      url: "/api/auth/session",
      headers: { cookie: `fc_session=${cookies.get("fc_session")}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      user: { email: "alice@example.com", name: "Alice Example", role: "viewer" },
    });
    const row = await testApp.services.users.findByEmail("alice@example.com");
    expect(row).toMatchObject({
      role: "viewer",
      oidc_issuer: provider.issuer,
      oidc_subject: "alice-sub",
      password_hash: null,
      disabled: 0,
    });
    // The guarded editor now opens for this browser.
    const editor = await testApp.app.inject({
      url: "/cms",
      headers: { cookie: `fc_session=${cookies.get("fc_session")}` },
    });
    expect(editor.statusCode).toBe(200);
  });

  it("signs the same person in again as the same user", async () => {
    await signInThroughProvider(testApp, "alice-sub");
    const { exchange } = await signInThroughProvider(testApp, "alice-sub");
    expect(exchange.statusCode).toBe(303);
    const rows = (await testApp.services.users.list()).filter((user) => user.email === "alice@example.com");
    expect(rows).toHaveLength(1);
  });

  it("gives a new user the role the configured claim names", async () => {
    const { exchange } = await signInThroughProvider(testApp, "erin-sub");
    expect(exchange.statusCode).toBe(303);
    expect((await testApp.services.users.findByEmail("erin@example.com"))?.role).toBe("editor");
  });

  it("links an existing account by its verified e-mail address", async () => {
    const existing = await testApp.services.users.create({
      email: "linda@example.com",
      name: "Linda",
      role: "editor",
      password: "correct horse battery staple",
    });
    const { exchange, cookies } = await signInThroughProvider(testApp, "linda-sub");
    expect(exchange.statusCode).toBe(303);
    const session = await testApp.app.inject({
      url: "/api/auth/session",
      headers: { cookie: `fc_session=${cookies.get("fc_session")}` },
    });
    expect(session.json()).toMatchObject({ user: { id: existing.id, role: "editor" } });
    expect(await testApp.services.users.findById(existing.id)).toMatchObject({
      oidc_subject: "linda-sub",
      oidc_issuer: provider.issuer,
    });
  });

  it("does not hand an existing account to an unverified e-mail address", async () => {
    const victim = await testApp.services.users.create({
      email: "victim@example.com",
      name: "Victim",
      role: "admin",
      password: "correct horse battery staple",
    });
    const { exchange, cookies } = await signInThroughProvider(testApp, "mallory-sub");
    expect(exchange.statusCode).toBe(403);
    expect(exchange.body).toContain("has not verified that address");
    expect(cookies.get("fc_session")).toBeUndefined();
    expect((await testApp.services.users.findById(victim.id))?.oidc_subject).toBeNull();
  });

  it("refuses a disabled user", async () => {
    const { exchange: first } = await signInThroughProvider(testApp, "alice-sub");
    expect(first.statusCode).toBe(303);
    const alice = (await testApp.services.users.findByEmail("alice@example.com"))!;
    await testApp.services.users.update(alice.id, { disabled: true });
    const { exchange, cookies } = await signInThroughProvider(testApp, "alice-sub");
    expect(exchange.statusCode).toBe(403);
    expect(exchange.body).toContain("This account is disabled");
    expect(cookies.get("fc_session")).toBeUndefined();
    await testApp.services.users.update(alice.id, { disabled: false });
  });

  it("refuses an answer without the browser's state cookie, or with another state", async () => {
    const { callbackUrl } = await signInThroughProvider(testApp, "alice-sub");
    const withoutCookie = await testApp.app.inject({
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: { host: APP_HOST },
    });
    expect(withoutCookie.statusCode).toBe(400);
    expect(withoutCookie.body).toContain("start again");

    const start = await testApp.app.inject({ url: "/auth/login/oidc", headers: { host: APP_HOST } });
    const pendingCookie = start.cookies.find((candidate) => candidate.name === "fc_oidc")!.value;
    const forged = await testApp.app.inject({
      url: `/auth-exchange?code=stolen&state=someone-elses&iss=${encodeURIComponent(provider.issuer)}`,
      headers: { host: APP_HOST, cookie: `fc_oidc=${pendingCookie}` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.cookies.find((candidate) => candidate.name === "fc_session")).toBeUndefined();
  });

  it("shows the provider's refusal as a sign-in problem", async () => {
    const start = await testApp.app.inject({ url: "/auth/login/oidc", headers: { host: APP_HOST } });
    const state = new URL(start.headers.location as string).searchParams.get("state")!;
    const pendingCookie = start.cookies.find((candidate) => candidate.name === "fc_oidc")!.value;
    const refused = await testApp.app.inject({
      url: `/auth-exchange?error=access_denied&error_description=${encodeURIComponent("End-User aborted interaction")}&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
      headers: { host: APP_HOST, cookie: `fc_oidc=${pendingCookie}` },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain("Test IdP did not sign you in (End-User aborted interaction)");
  });
});

describe("the redirect URI behind a proxy", () => {
  let provider: TestProvider;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    provider = await startTestProvider(APP_ORIGIN, ACCOUNTS);
  });
  afterAll(async () => {
    for (const testApp of apps) await testApp.close();
    await provider?.close();
  });

  async function redirectUri(env: Record<string, string>): Promise<string | null> {
    const testApp = await createTestApp("sqlite", {
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        ...env,
      },
    });
    apps.push(testApp);
    const start = await testApp.app.inject({
      url: "/auth/login/oidc",
      headers: { host: APP_HOST, "x-forwarded-host": "www.example.com", "x-forwarded-proto": "https" },
    });
    return new URL(start.headers.location as string).searchParams.get("redirect_uri");
  }

  it("ignores forwarded headers unless TRUST_PROXY names the proxy, then follows them", async () => {
    expect(await redirectUri({})).toBe(`${APP_ORIGIN}/auth-exchange`);
    expect(await redirectUri({ TRUST_PROXY: "10.0.0.0/8" })).toBe(`${APP_ORIGIN}/auth-exchange`);
    expect(await redirectUri({ TRUST_PROXY: "127.0.0.1" })).toBe("https://www.example.com/auth-exchange");
  });

  it("is built from PUBLIC_URL when it is set", async () => {
    expect(await redirectUri({ PUBLIC_URL: "https://cms.example.org" })).toBe("https://cms.example.org/auth-exchange");
  });
});

describe("without OpenID Connect configured", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp("sqlite");
  });
  afterAll(() => testApp.close());

  it("has no /auth-exchange and offers only the password form", async () => {
    expect((await testApp.app.inject({ url: "/auth-exchange?code=x&state=y" })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: "/auth/login/oidc" })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: "/auth/login" })).body).not.toContain("Sign in with");
  });
});

describe("OIDC configuration", () => {
  it("is off without OIDC_ISSUER, and complete with the defaults when it is set", async () => {
    const { loadConfig, ConfigError } = await import("../../services/config.ts");
    expect(loadConfig({}).oidc).toBeNull();
    expect(loadConfig({ OIDC_ISSUER: "https://id.example.com", OIDC_CLIENT_ID: "site" }).oidc).toEqual({
      issuer: "https://id.example.com",
      clientId: "site",
      clientSecret: null,
      providerName: "single sign-on",
      defaultRole: "viewer",
      roleClaim: null,
    });
    expect(() => loadConfig({ OIDC_ISSUER: "https://id.example.com" })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_CLIENT_ID: "site" })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_ISSUER: "not a url", OIDC_CLIENT_ID: "site" })).toThrow(/OIDC_ISSUER/);
    expect(() =>
      loadConfig({ OIDC_ISSUER: "https://id.example.com", OIDC_CLIENT_ID: "site", OIDC_DEFAULT_ROLE: "owner" }),
    ).toThrow(/OIDC_DEFAULT_ROLE/);
  });
});
