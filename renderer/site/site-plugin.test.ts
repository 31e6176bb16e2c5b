import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { ISLANDS_ENTRY_SOURCE, SITE_STYLES_SOURCE } from "./assets.ts";
import { ERROR_PAGE_FAILURE_HTML } from "./document.ts";
import { sitePlugin } from "./site-plugin.ts";
import { DEFAULT_SETTINGS, type SiteSettings } from "../../model/site/site-data.ts";

/** A client build folder with only the site's stylesheet and the islands runtime. */
function clientDir(): string {
  const directory = mkdtempSync(path.join(tmpdir(), "forecourt-site-plugin-"));
  mkdirSync(path.join(directory, ".vite"));
  mkdirSync(path.join(directory, "assets"));
  const manifest = {
    [ISLANDS_ENTRY_SOURCE]: { file: "assets/islands.js", isEntry: true },
    [SITE_STYLES_SOURCE]: { file: "assets/site.css", isEntry: true },
  };
  writeFileSync(path.join(directory, ".vite", "manifest.json"), JSON.stringify(manifest));
  return directory;
}

describe("a page that fails to render as a whole", () => {
  const logged: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: "error", stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  afterAll(() => app.close());

  it("answers 500 with the error page and logs the error with the page's URL", async () => {
    // Settings whose navigation is not a list make the site header throw while the page renders.
    const broken = { ...DEFAULT_SETTINGS, navigation: null } as unknown as SiteSettings;
    await app.register(
      sitePlugin({
        data: { lookupPage: async () => ({ kind: "not-found" }), settings: async () => broken },
        clientDir: clientDir(),
      }),
    );
    const response = await app.inject({ url: "/any/page?x=1" });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe(ERROR_PAGE_FAILURE_HTML);
    const entry = logged.find((line) => line.msg === "page failed to render; answered 500 with the error page");
    expect(entry).toMatchObject({ level: 50, url: "/any/page", err: { type: "TypeError" } });
    expect(String((entry?.err as { stack?: string }).stack)).toContain("TypeError");
  });
});
