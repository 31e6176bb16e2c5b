import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { SITE_ORIGIN } from "../support/forms.ts";

describe("errors from visitors' browsers", () => {
  let testApp: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp("sqlite");
    admin = await signIn(testApp, "admin");
  }, 60_000);
  afterAll(() => testApp.close());

  const report = (errors: unknown[], ip = "203.0.113.1") =>
    testApp.app.inject({
      method: "POST",
      url: "/api/browser-errors",
      headers: { origin: SITE_ORIGIN, "user-agent": "Chromium test" },
      payload: { errors },
      remoteAddress: ip,
    });
  const list = (who: SignedIn) =>
    testApp.app.inject({ method: "GET", url: "/api/browser-errors", headers: who.headers });

  it("keeps one scrubbed row per message and script, counted, most recently seen first, for admins", async () => {
    const broken = {
      kind: "error",
      message: "Cannot read properties of undefined (reading 'amount') for ada@example.com",
      source: "http://localhost/assets/payment-1.js?v=9",
      line: 10,
      column: 4,
      stack: "TypeError\n    at http://localhost/assets/payment-1.js?token=secret:10:4",
      page: "/checkout?name=Ada&phone=0400000000",
    };
    expect((await report([broken])).statusCode).toBe(202);
    expect((await report([{ ...broken, line: 11 }])).statusCode).toBe(202);
    expect((await report([{ kind: "rejection", message: "Failed to fetch", page: "/" }])).statusCode).toBe(202);

    const answer = await list(admin);
    expect(answer.statusCode).toBe(200);
    const [latest, payment] = answer.json<{ data: Record<string, unknown>[] }>().data;
    expect(latest).toMatchObject({ kind: "rejection", message: "Failed to fetch", count: 1 });
    expect(payment).toMatchObject({
      kind: "error",
      message: "Cannot read properties of undefined (reading 'amount') for [e-mail]",
      source: "http://localhost/assets/payment-1.js",
      stack: "TypeError\n    at http://localhost/assets/payment-1.js",
      page: "/checkout",
      user_agent: "Chromium test",
      count: 2,
    });
    expect(JSON.stringify(answer.json())).not.toMatch(/Ada|0400000000|secret|ada@example/);
  });

  it("lists them for admins only", async () => {
    expect((await list(await signIn(testApp, "editor"))).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: "GET", url: "/api/browser-errors" })).statusCode).toBe(401);
  });

  it("refuses other sites' posts, oversized posts and more than 20 posts a minute from one address", async () => {
    const foreign = await testApp.app.inject({
      method: "POST",
      url: "/api/browser-errors",
      headers: { origin: "https://elsewhere.example" },
      payload: { errors: [{ message: "x" }] },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await report([{ message: "x".repeat(4001) }], "203.0.113.7")).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let post = 0; post < 21; post++)
      statuses.push((await report([{ message: "loop" }], "203.0.113.9")).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
