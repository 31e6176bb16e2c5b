import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";

const PASSWORD = "correct horse battery staple";

describe.each(DATABASE_KINDS)("the users admin API on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    admin = await signIn(testApp, "admin", "first-admin@example.com");
  });
  afterAll(() => testApp.close());

  const api = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown, as: SignedIn = admin) =>
    testApp.app.inject({
      method,
      url,
      headers: as.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const sessionOf = (user: SignedIn) => testApp.app.inject({ url: "/api/auth/session", headers: user.headers });
  const passwordSignIn = (email: string, password: string) =>
    testApp.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

  it("lists users without any secret", async () => {
    const response = await api("GET", "/api/users");
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown>[] }>();
    expect(data.find((user) => user.email === "first-admin@example.com")).toMatchObject({
      role: "admin",
      disabled: false,
      sign_in: "password",
    });
    expect(JSON.stringify(data)).not.toMatch(/password_hash|scrypt|oidc_subject/);
  });

  it("creates a user who can then sign in; refuses a short password, a bad address and a duplicate", async () => {
    const short = await api("POST", "/api/users", {
      email: "new@example.com",
      name: "New",
      role: "editor",
      password: "short",
    });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      error: "invalid_fields",
      issues: [{ pointer: "/password", message: expect.stringContaining("must be at least 12 characters long") }],
    });
    const badEmail = await api("POST", "/api/users", { email: "not-an-address", name: "New", role: "editor" });
    expect(badEmail.statusCode).toBe(400);
    const badRole = await api("POST", "/api/users", { email: "new@example.com", name: "New", role: "owner" });
    expect(badRole.statusCode).toBe(400);

    const created = await api("POST", "/api/users", {
      email: "New@Example.com",
      name: "New Editor",
      role: "editor",
      password: PASSWORD,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: "new@example.com",
      name: "New Editor",
      role: "editor",
      disabled: false,
      sign_in: "password",
    });
    expect((await passwordSignIn("new@example.com", PASSWORD)).statusCode).toBe(200);

    const duplicate = await api("POST", "/api/users", { email: "new@example.com", name: "Again", role: "viewer" });
    expect(duplicate.statusCode).toBe(409);
  });

  it("creates a user without a password, who signs in only through the identity provider", async () => {
    const created = await api("POST", "/api/users", { email: "sso-only@example.com", name: "SSO", role: "viewer" });
    expect(created.statusCode).toBe(201);
    expect((await testApp.services.users.findByEmail("sso-only@example.com"))?.password_hash).toBeNull();
  });

  it("changes name and role; refuses an empty change and answers 404 for an unknown user", async () => {
    const user = await signIn(testApp, "viewer");
    const changed = await api("PATCH", `/api/users/${user.userId}`, { name: "Promoted", role: "editor" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: "Promoted", role: "editor" });
    // The role applies to the running session at once.
    expect((await sessionOf(user)).json()).toMatchObject({ user: { role: "editor" } });
    expect((await api("PATCH", `/api/users/${user.userId}`, {})).statusCode).toBe(400);
    expect((await api("PATCH", "/api/users/nobody", { name: "x" })).statusCode).toBe(404);
    expect((await api("DELETE", "/api/users/nobody")).statusCode).toBe(404);
  });

  it("disabling a user ends their sessions and stops password sign-in; enabling lets them back", async () => {
    const editor = await signIn(testApp, "editor", "to-disable@example.com");
    expect((await sessionOf(editor)).statusCode).toBe(200);
    const disabled = await api("PATCH", `/api/users/${editor.userId}`, { disabled: true });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await sessionOf(editor)).statusCode).toBe(401);
    expect((await passwordSignIn("to-disable@example.com", PASSWORD)).statusCode).toBe(401);
    await api("PATCH", `/api/users/${editor.userId}`, { disabled: false });
    expect((await passwordSignIn("to-disable@example.com", PASSWORD)).statusCode).toBe(200);
  });

  it("a new password ends the user's sessions and replaces the old one", async () => {
    const editor = await signIn(testApp, "editor", "new-password@example.com");
    const changed = await api("PATCH", `/api/users/${editor.userId}`, { password: "an entirely new password" });
    expect(changed.statusCode).toBe(200);
    expect((await sessionOf(editor)).statusCode).toBe(401);
    expect((await passwordSignIn("new-password@example.com", PASSWORD)).statusCode).toBe(401);
    expect((await passwordSignIn("new-password@example.com", "an entirely new password")).statusCode).toBe(200);
  });

  it("an admin changing their own password stays signed in", async () => {
    const self = await signIn(testApp, "admin", "self-password@example.com");
    expect(
      (await api("PATCH", `/api/users/${self.userId}`, { password: "my own new password" }, self)).statusCode,
    ).toBe(200);
    expect((await sessionOf(self)).statusCode).toBe(200);
    await api("DELETE", `/api/users/${self.userId}`);
  });

  it("deleting a user ends their sessions", async () => {
    const viewer = await signIn(testApp, "viewer");
    const deleted = await api("DELETE", `/api/users/${viewer.userId}`);
    expect(deleted.statusCode).toBe(204);
    expect((await sessionOf(viewer)).statusCode).toBe(401);
    expect(await testApp.services.users.findById(viewer.userId)).toBeUndefined();
  });

  it("never removes or demotes the last active admin (409), but allows it while another admin exists", async () => {
    const admins = (await testApp.services.users.list()).filter(
      (user) => user.role === "admin" && user.disabled === 0 && user.id !== admin.userId,
    );
    for (const other of admins) await testApp.services.users.update(other.id, { role: "viewer" });

    for (const change of [{ role: "editor" }, { disabled: true }]) {
      const refused = await api("PATCH", `/api/users/${admin.userId}`, change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(409);
      expect(refused.json<{ error: string; message: string }>()).toMatchObject({
        error: "last_admin",
        message: expect.stringContaining("last active admin"),
      });
    }
    const refusedDelete = await api("DELETE", `/api/users/${admin.userId}`);
    expect(refusedDelete.statusCode).toBe(409);
    expect((await sessionOf(admin)).json()).toMatchObject({ user: { role: "admin" } });

    // A disabled admin does not count as an active one.
    const dormant = await testApp.services.users.create({
      email: "dormant-admin@example.com",
      name: "Dormant",
      role: "admin",
    });
    await testApp.services.users.update(dormant.id, { disabled: true });
    expect((await api("PATCH", `/api/users/${admin.userId}`, { role: "viewer" })).statusCode).toBe(409);

    const second = await signIn(testApp, "admin", "second-admin@example.com");
    const demoted = await api("PATCH", `/api/users/${second.userId}`, { role: "editor" });
    expect(demoted.statusCode).toBe(200);
    expect((await api("PATCH", `/api/users/${second.userId}`, { role: "admin" })).statusCode).toBe(200);
    expect((await api("DELETE", `/api/users/${second.userId}`)).statusCode).toBe(204);
  });

  it("of two admins demoting each other at the same moment, exactly one succeeds", async () => {
    const a = await testApp.services.users.create({ email: "race-a@example.com", name: "A", role: "admin" });
    const b = await testApp.services.users.create({ email: "race-b@example.com", name: "B", role: "admin" });
    // Leave these two as the only active admins.
    await testApp.services.users.update(admin.userId, { role: "editor" });
    const outcomes = await Promise.all([
      testApp.services.users.update(a.id, { role: "viewer" }),
      testApp.services.users.update(b.id, { role: "viewer" }),
    ]);
    expect(outcomes.map((outcome) => outcome.ok).sort()).toEqual([false, true]);
    const active = (await testApp.services.users.list()).filter((user) => user.role === "admin" && user.disabled === 0);
    expect(active).toHaveLength(1);
    await testApp.services.users.update(admin.userId, { role: "admin" });
  });

  it("is for admins only", async () => {
    const editor = await signIn(testApp, "editor");
    expect((await api("GET", "/api/users", undefined, editor)).statusCode).toBe(403);
    expect((await testApp.app.inject({ url: "/api/users" })).statusCode).toBe(401);
  });

  it("is described in the OpenAPI document under the users tag", async () => {
    const document = (await testApp.app.inject({ url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, { tags: string[] }>>;
    }>();
    expect(document.paths["/api/users"]?.post?.tags).toEqual(["users"]);
    expect(document.paths["/api/users/{id}"]?.patch?.tags).toEqual(["users"]);
  });
});
