import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { editorAppRoutes } from "./editor-app.ts";

async function appWith(clientDir: string, signedIn: boolean) {
  const app = Fastify();
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    if (signedIn)
      (request as { user: unknown }).user = { id: "u1", email: "editor@example.com", name: "Editor", role: "editor" };
  });
  await app.register(editorAppRoutes({ clientDir }));
  return app;
}

describe("the editor app routes", () => {
  it("serve the built editor at every /cms and /admin path, never cached", async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "editor-app-"));
    mkdirSync(path.join(clientDir, "editor"));
    writeFileSync(path.join(clientDir, "editor", "index.html"), '<!doctype html><div id="editor-root"></div>');
    const app = await appWith(clientDir, true);
    for (const url of ["/cms", "/cms/pages/42", "/admin", "/admin/users"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body).toContain('id="editor-root"');
    }
  });

  it("say how to build the editor when there is no build", async () => {
    const app = await appWith(path.join(tmpdir(), "no-such-build"), true);
    const response = await app.inject({ url: "/cms/pages/1" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("npm run build");
  });

  it("send an anonymous browser to sign in, even without the page guard in front", async () => {
    const app = await appWith(path.join(tmpdir(), "no-such-build"), false);
    const response = await app.inject({ url: "/cms/pages/1" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/auth/login?returnTo=${encodeURIComponent("/cms/pages/1")}`);
  });
});
