import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app.ts";

/** The machine's Redis; each run counts under its own key prefix, removed afterwards. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const PASSWORD = "correct horse battery staple";

const signInAs = (app: TestApp, email: string, password: string, ip: string) =>
  app.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress: ip, payload: { email, password } });
const vinLookup = (app: TestApp, ip: string) =>
  app.app.inject({
    method: "POST",
    url: "/public_api/vin_lookup",
    remoteAddress: ip,
    payload: { list: "no-such-list", vin: "SALGA2BE9PA999999" },
  });

/** Two instances on one database, as two servers behind a load balancer; `env` decides where they count. */
async function twoInstances(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const first = await createTestApp("sqlite", { env });
  const second = await createTestApp("sqlite", { env, database: first.database });
  return [first, second];
}

describe("limits shared through Redis by two instances", () => {
  const prefix = `forecourt-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await twoInstances({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
    for (const email of ["owner@example.com", "colleague@example.com"])
      await first.services.users.create({ email, name: "Editor", role: "editor", password: PASSWORD });
    // Each instance's first request pays for its lazy start (seconds on a loaded machine): here, not in a test.
    for (const instance of [first, second]) await instance.app.inject({ url: "/api/auth/session" });
  }, 90_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("holds the sign-in throttle across instances: ten failures spread over both refuse the eleventh try on either", async () => {
    for (let i = 0; i < 10; i++) {
      const instance = i % 2 === 0 ? first : second;
      expect((await signInAs(instance, "owner@example.com", "wrong guess", "203.0.113.9")).statusCode).toBe(401);
    }
    for (const instance of [first, second]) {
      const refused = await signInAs(instance, "owner@example.com", PASSWORD, "203.0.113.9");
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Counted in Redis under the configured prefix, not in either process.
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.keys(`${prefix}limit:sign-in-pair:*`)).toHaveLength(1);
    } finally {
      await redis.quit();
    }
    // Another account from the same address is not affected.
    expect((await signInAs(second, "colleague@example.com", PASSWORD, "203.0.113.9")).statusCode).toBe(200);
  });

  it("shares a rate limit: 30 VIN lookups a minute per address, whichever instance answers", async () => {
    for (let i = 0; i < 30; i++)
      expect((await vinLookup(i < 15 ? first : second, "198.51.100.7")).statusCode).not.toBe(429);
    const limited = [await vinLookup(first, "198.51.100.7"), await vinLookup(second, "198.51.100.7")];
    expect(limited.map((response) => response.statusCode)).toEqual([429, 429]);
    expect((await vinLookup(second, "198.51.100.8")).statusCode).not.toBe(429);
  });
});

describe("limits without Redis", () => {
  let instances: TestApp[] = [];
  afterAll(async () => {
    for (const instance of instances) await instance.close();
  });

  it("counts in each process by default, as one instance always has", async () => {
    instances = await twoInstances({});
    const [first, second] = instances as [TestApp, TestApp];
    for (let i = 0; i < 30; i++) expect((await vinLookup(first, "198.51.100.7")).statusCode).not.toBe(429);
    expect((await vinLookup(first, "198.51.100.7")).statusCode).toBe(429);
    // The other process has counted nothing.
    expect((await vinLookup(second, "198.51.100.7")).statusCode).not.toBe(429);
  }, 60_000);

  it("falls back to counting in the process while Redis cannot be reached: the sign-in throttle still holds", async () => {
    // Nothing listens on this port: every command fails at once, and the instance counts on its own.
    const unreachable = await createTestApp("sqlite", { env: { REDIS_URL: "redis://127.0.0.1:5399" } });
    instances.push(unreachable);
    for (const email of ["o@example.com", "p@example.com"])
      await unreachable.services.users.create({ email, name: "Editor", role: "editor", password: PASSWORD });
    for (let i = 0; i < 10; i++)
      expect((await signInAs(unreachable, "o@example.com", "wrong guess", "203.0.113.9")).statusCode).toBe(401);
    expect((await signInAs(unreachable, "o@example.com", PASSWORD, "203.0.113.9")).statusCode).toBe(429);
    // Not closed either: another account signs in from the same address.
    expect((await signInAs(unreachable, "p@example.com", PASSWORD, "203.0.113.9")).statusCode).toBe(200);
  }, 60_000);
});
