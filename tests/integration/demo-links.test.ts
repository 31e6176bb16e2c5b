import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blockMigrations } from "../../generated/registry/block-migrations.ts";
import { buildApp } from "../../services/app.ts";
import { createServices } from "../../services/composition.ts";
import { loadConfig } from "../../services/config.ts";
import { prepare } from "../../services/server.ts";
import { composeSite } from "../../services/site-composition.ts";
import { createTestDatabase } from "../support/databases.ts";

const DEMO = "services/cms/demo-content";

/** Every page the demo seeds, by its path. */
const seededPaths = readdirSync(DEMO)
  .filter((name) => name.endsWith(".page.json"))
  .map((name) => (JSON.parse(readFileSync(path.join(DEMO, name), "utf8")) as { path: string }).path);

const TAGS = /<(a|img|source|link|script)\b[^>]*>/gi;
const ATTRIBUTE = /\s(href|src|srcset)\s*=\s*"([^"]*)"/gi;

function decode(value: string): string {
  return value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'");
}

/** The same-origin URLs a page names in links, pictures, stylesheets and scripts. */
function internalUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(TAGS)) {
    for (const [, name, raw] of tag.matchAll(ATTRIBUTE)) {
      const values =
        name!.toLowerCase() === "srcset"
          ? decode(raw!)
              .split(",")
              .map((part) => part.trim().split(/\s+/)[0]!)
          : [decode(raw!)];
      for (const value of values) {
        if (!value.startsWith("/") || value.startsWith("//")) continue;
        urls.push(value.split("#")[0]!);
      }
    }
  }
  return urls.filter((url) => url !== "");
}

describe("the demo site as npm start seeds it", () => {
  it("has no dead internal link, picture, stylesheet or script on any page a visitor can reach", async () => {
    const database = await createTestDatabase("sqlite");
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "forecourt-demo-links-")),
      DEMO_VEHICLES: "12",
      LOG_LEVEL: "error",
    };
    await prepare(env);
    const config = loadConfig({ ...env, CLIENT_DIR: path.join(env.DATA_DIR, "no-build") });
    const services = createServices(config, database.handle, blockMigrations);
    const app = await buildApp({
      config,
      services,
      site: composeSite(services, config, { revisionTtlMs: 0, cacheBytes: 0 }),
    });
    try {
      const referrers = new Map<string, string>();
      const queue = ["/", ...seededPaths];
      for (const url of queue) referrers.set(url, "(seeded page)");
      const dead: string[] = [];
      let pages = 0;
      while (queue.length > 0) {
        const url = queue.shift()!;
        const response = await app.inject({ method: "GET", url });
        if (response.statusCode >= 400) {
          dead.push(`${referrers.get(url)} -> ${url} (${response.statusCode})`);
          continue;
        }
        if (response.statusCode >= 300) {
          const location = String(response.headers.location ?? "");
          if (location.startsWith("/") && !referrers.has(location)) {
            referrers.set(location, url);
            queue.push(location);
          }
          continue;
        }
        if (!String(response.headers["content-type"]).startsWith("text/html")) continue;
        pages++;
        for (const link of internalUrls(response.body)) {
          if (referrers.has(link)) continue;
          referrers.set(link, url);
          queue.push(link);
        }
      }
      expect(dead).toEqual([]);
      // The crawl reached the demo's pages, not just the home page.
      expect(pages).toBeGreaterThan(seededPaths.length);
    } finally {
      await app.close();
      await database.drop();
    }
  }, 240_000);
});
