import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HashingQueue } from "../../services/auth/hashing-queue.ts";
import { DEFAULT_THROTTLE_LIMITS, LoginThrottle } from "../../services/auth/login-throttle.ts";
import { createTestApp, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";

const PASSWORD = "correct horse battery staple";
/** inject()'s default Host is localhost:80 and its peer address 127.0.0.1. */
const SAME_ORIGIN = "http://localhost";

type Inject = TestApp["app"]["inject"];
const jsonSignIn = (inject: Inject, email: string, password: string, headers: Record<string, string> = {}) =>
  inject({ method: "POST", url: "/api/auth/login", headers, payload: { email, password } });
const formSignIn = (
  inject: Inject,
  email: string,
  password: string,
  headers: Record<string, string> = { origin: SAME_ORIGIN },
) =>
  inject({
    method: "POST",
    url: "/auth/login",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams({ email, password }).toString(),
  });

describe.each(DATABASE_KINDS)("sign-in behind a proxy named by TRUST_PROXY on %s", (kind) => {
  let testApp: TestApp;
  let inject: Inject;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { env: { TRUST_PROXY: "127.0.0.1/32" } });
    inject = testApp.app.inject.bind(testApp.app);
  });
  afterAll(() => testApp.close());

  it("takes the public origin from the trusted proxy's forwarded headers (Secure cookie, Origin check)", async () => {
    await testApp.services.users.create({
      email: "proxied@example.com",
      name: "Proxied",
      role: "editor",
      password: PASSWORD,
    });
    const response = await formSignIn(inject, "proxied@example.com", PASSWORD, {
      origin: "https://www.example.com",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "www.example.com",
      "x-forwarded-for": "198.51.100.1",
    });
    expect(response.statusCode).toBe(303);
    expect(response.cookies.find((cookie) => cookie.name === "fc_session")).toMatchObject({ secure: true });
  });

  it("throttles an account guessed from many addresses: the 11th failure from a new address is refused, even with the right password", async () => {
    await testApp.services.users.create({
      email: "sprayed@example.com",
      name: "Sprayed",
      role: "editor",
      password: PASSWORD,
    });
    // The owner signed in from their usual address before the attack.
    expect(
      (await jsonSignIn(inject, "sprayed@example.com", PASSWORD, { "x-forwarded-for": "192.0.2.50" })).statusCode,
    ).toBe(200);
    for (let i = 1; i <= 10; i++)
      expect(
        (await jsonSignIn(inject, "sprayed@example.com", `wrong guess ${i}`, { "x-forwarded-for": `203.0.113.${i}` }))
          .statusCode,
      ).toBe(401);
    const refused = await jsonSignIn(inject, "sprayed@example.com", PASSWORD, { "x-forwarded-for": "203.0.113.200" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: "too_many_attempts",
      message: expect.stringContaining("for this e-mail address"),
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(800);
    // The owner's usual address is not locked out by the attacker.
    expect(
      (await jsonSignIn(inject, "sprayed@example.com", PASSWORD, { "x-forwarded-for": "192.0.2.50" })).statusCode,
    ).toBe(200);
  });
});

describe.each(DATABASE_KINDS)("sign-in limits per address and hashing capacity on %s", (kind) => {
  let testApp: TestApp;
  let inject: Inject;
  const hashing = new HashingQueue({ concurrency: 1, maxWaiting: 0, cpuShare: 1 });
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      auth: { throttle: new LoginThrottle({ ...DEFAULT_THROTTLE_LIMITS, perAddress: 5 }), hashing },
    });
    inject = testApp.app.inject.bind(testApp.app);
    await testApp.services.users.create({
      email: "queued@example.com",
      name: "Queued",
      role: "editor",
      password: PASSWORD,
    });
  });
  afterAll(() => testApp.close());

  it("answers 503 with Retry-After, without hashing, while the hashing queue is full; then signs in", async () => {
    let release!: () => void;
    const occupied = hashing.run(() => new Promise<void>((resolve) => (release = resolve)));
    const startedBefore = hashing.started;
    const api = await jsonSignIn(inject, "queued@example.com", PASSWORD);
    expect(api.statusCode).toBe(503);
    expect(api.json()).toMatchObject({
      error: "busy",
      message: "Signing in is very busy right now. Wait a few seconds and try again.",
    });
    expect(Number(api.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    const form = await formSignIn(inject, "queued@example.com", PASSWORD);
    expect(form.statusCode).toBe(503);
    expect(form.body).toContain("Signing in is very busy right now.");
    expect(hashing.started).toBe(startedBefore);
    release();
    await occupied;
    expect((await jsonSignIn(inject, "queued@example.com", PASSWORD)).statusCode).toBe(200);
  });

  it("throttles one address trying many accounts, whatever the account", async () => {
    const from = { "x-forwarded-for": "198.51.100.77" }; // ignored: no proxy is trusted, so all of these come from 127.0.0.1
    for (let i = 0; i < 5; i++)
      expect((await jsonSignIn(inject, `nobody-${i}@example.com`, "a wrong password", from)).statusCode).toBe(401);
    const refused = await jsonSignIn(inject, "queued@example.com", PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining("from your network") });
  });
});
