import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WeakPasswordError } from "../../services/auth/password-policy.ts";
import { ConfigError } from "../../services/config.ts";
import { prepare } from "../../services/server.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS, createTestDatabase } from "../support/databases.ts";

const run = promisify(execFile);
const WEAK = ["password12", " ".repeat(10), " ".repeat(14), "x", "aaaaaaaaaaaaaa", "qwertyuiop1234", "  short one  "];

describe.each(DATABASE_KINDS)("the password policy on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    admin = await signIn(testApp, "admin");
  });
  afterAll(() => testApp.close());

  const api = (method: "POST" | "PATCH", url: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method, url, headers: admin.headers, payload });

  it("refuses weak passwords when creating a user, saying what to do, and creates nobody", async () => {
    for (const [i, password] of WEAK.entries()) {
      const response = await api("POST", "/api/users", {
        email: `weak-${i}@example.com`,
        name: "Weak",
        role: "editor",
        password,
      });
      expect(response.statusCode, JSON.stringify(password)).toBe(422);
      const body = response.json<{ error: string; message: string; issues: { pointer: string; message: string }[] }>();
      expect(body.error).toBe("invalid_fields");
      expect(body.message).toMatch(
        /^The password (must be at least 12 characters long, not counting spaces at the start or end\.|is too easy to guess\. \S)/,
      );
      expect(body.issues).toEqual([{ pointer: "/password", message: body.message }]);
      expect(await testApp.services.users.findByEmail(`weak-${i}@example.com`)).toBeUndefined();
    }
    const common = await api("POST", "/api/users", {
      email: "common@example.com",
      name: "Common",
      role: "editor",
      password: "password1234",
    });
    expect(common.json<{ message: string }>().message).toContain("This is similar to a commonly used password.");
  });

  it("counts the user's own e-mail address and name as easy guesses", async () => {
    const response = await api("POST", "/api/users", {
      email: "margaret.hamilton@example.com",
      name: "Margaret Hamilton",
      role: "editor",
      password: "margarethamilton",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toContain("too easy to guess");
  });

  it("refuses a weak new password for an existing user and keeps the old one", async () => {
    const user = await signIn(testApp, "editor", "keeps-password@example.com");
    const response = await api("PATCH", `/api/users/${user.userId}`, { password: "password12" });
    expect(response.statusCode).toBe(422);
    expect(
      (
        await testApp.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: "keeps-password@example.com", password: "correct horse battery staple" },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("accepts a long, uncommon password", async () => {
    const response = await api("POST", "/api/users", {
      email: "strong@example.com",
      name: "Strong",
      role: "editor",
      password: "plum tractor velvet ocean",
    });
    expect(response.statusCode).toBe(201);
  });

  it("is enforced by the user store itself, for any other path that sets a password", async () => {
    await expect(
      testApp.services.users.create({
        email: "store@example.com",
        name: "Store",
        role: "viewer",
        password: "password12",
      }),
    ).rejects.toBeInstanceOf(WeakPasswordError);
    const user = await testApp.services.users.create({
      email: "store-ok@example.com",
      name: "Store",
      role: "viewer",
      password: "plum tractor velvet ocean",
    });
    await expect(testApp.services.users.update(user.id, { password: " ".repeat(12) })).rejects.toBeInstanceOf(
      WeakPasswordError,
    );
  });

  it("refuses to create the first admin from a weak ADMIN_PASSWORD, with a clear message, and creates no user", async () => {
    const database = await createTestDatabase(kind);
    try {
      const env = {
        DATABASE_URL: database.url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "forecourt-admin-")),
        ADMIN_EMAIL: "root@example.com",
        LOG_LEVEL: "error",
      };
      for (const password of ["x", "password12", " ".repeat(12)]) {
        const failure = prepare({ ...env, ADMIN_PASSWORD: password });
        await expect(failure).rejects.toBeInstanceOf(ConfigError);
        await expect(failure).rejects.toThrow(/^ADMIN_PASSWORD is not accepted for the first admin: The password /);
      }
      const users = await database.handle.db.selectFrom("users").select("id").execute();
      expect(users).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});

describe("npm start with a weak ADMIN_PASSWORD", () => {
  it("exits with the policy's message and no stack trace", async () => {
    const directory = mkdtempSync(path.join(tmpdir(), "forecourt-start-"));
    const env = {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: `sqlite:${path.join(directory, "start.db")}`,
      DATA_DIR: directory,
      ADMIN_EMAIL: "root@example.com",
      ADMIN_PASSWORD: "x",
      PORT: "0",
    };
    const failure = await run(process.execPath, ["--import", "tsx", "services/server.ts"], { env }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe(
      "forecourt: ADMIN_PASSWORD is not accepted for the first admin: The password must be at least 12 characters long, not counting spaces at the start or end. A few unrelated words make a long password that is easy to remember.",
    );
  }, 60_000);
});
