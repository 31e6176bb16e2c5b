import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteRenderer } from "../../renderer/site/render-site.server.tsx";
import { StaticBlockMemo } from "../../renderer/site/static-block-memo.server.tsx";
import { uiDictionary } from "../../model/i18n/ui-translator.ts";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import { createSiteData } from "../../services/site/index.ts";
import { seedNavigation } from "../../services/navigation/index.ts";
import { buildPage, drawsNoShellIsland, isDataBlock, isStatic } from "../bench/page-builder.ts";
import { createTestApp, type TestApp } from "../support/app.ts";

const DEMO = "services/cms/demo-content";
const assets = { styles: ["/assets/site.css"], islandsEntry: "/assets/islands.js", islandChunks: {} };

/** The demo pages (every language) and the bench's two 30-block fixture pages, as one seed folder. */
function seedFolder(directory: string): { folder: string; paths: string[] } {
  const folder = path.join(directory, "pages");
  mkdirSync(folder);
  const paths: string[] = [];
  for (const file of readdirSync(DEMO)) {
    copyFileSync(path.join(DEMO, file), path.join(folder, file));
    if (file.endsWith(".page.json"))
      paths.push((JSON.parse(readFileSync(path.join(DEMO, file), "utf8")) as { path: string }).path);
  }
  const fixtures = {
    "/bench-static": buildPage(30, isStatic, drawsNoShellIsland),
    "/bench-islands": buildPage(30, (key) => !isDataBlock(key)),
  };
  for (const [pagePath, document] of Object.entries(fixtures)) {
    writeFileSync(
      path.join(folder, `${pagePath.slice(1)}.page.json`),
      JSON.stringify({ path: pagePath, title: pagePath, document }),
    );
    paths.push(pagePath);
  }
  return { folder, paths: paths.sort() };
}

/** A page's HTML with what differs between any two renders by design: the CSP nonce, useId's ids. */
function comparable(html: string): string {
  return html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/_(?:b\d+-)?R_[0-9a-zA-Z]+_/g, "_ID_");
}

// Decision 194: static top-level blocks' HTML is kept between renders; a page must read exactly as
// it does when every block is rendered through React.
describe("memoized static blocks", () => {
  let testApp: TestApp;
  let directory: string;
  let paths: string[];

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), "block-memo-"));
    const seed = seedFolder(directory);
    paths = seed.paths;
    testApp = await createTestApp("sqlite", { seed: seed.folder });
    await seedNavigation(testApp.services.navigation, DEMO);
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const renderers = () => {
    const data = createSiteData(testApp.services, { revisionTtlMs: 0 });
    return {
      memoized: createSiteRenderer({ data, assets }),
      plain: createSiteRenderer({ data, assets, memoizeStaticBlocks: false }),
    };
  };

  it("renders every demo page and both bench pages as without the memo, the first time and the next", async () => {
    const { memoized, plain } = renderers();
    expect(paths.length).toBeGreaterThan(20);
    // Lazily loaded parts (a form in an accordion) render their fallback until their module has loaded once.
    for (const url of paths) await plain({ url, anonymous: true });
    for (const url of paths) {
      const expected = await plain({ url, anonymous: true });
      const first = await memoized({ url, anonymous: true });
      const again = await memoized({ url, anonymous: true });
      expect(first.status, url).toBe(expected.status);
      expect(comparable(first.body), url).toBe(comparable(expected.body));
      expect(comparable(again.body), url).toBe(comparable(expected.body));
    }
  });

  it("keeps most blocks of the static fixture page (all but data blocks, URL readers and an eager image)", () => {
    // Normalised as a seeded page is: its blocks get their defaults.
    const document = normalizePage(buildPage(30, isStatic, drawsNoShellIsland));
    const kept = new StaticBlockMemo().blocksFor(document.content, {
      settingsRevision: "1",
      uiStrings: { locale: "en", dictionary: uiDictionary("en"), isDefaultLocale: true },
      pageLanguage: { code: "en", isDefault: true, home: "/", switcher: [] },
      theme: "jdx",
      consentGate: null,
    });
    expect(kept.size).toBeGreaterThanOrEqual(24);
  });

  it("keeps the page's head hints, stylesheets and islands of the static fixture page", async () => {
    const { memoized, plain } = renderers();
    const expected = await plain({ url: "/bench-static", anonymous: true });
    await memoized({ url: "/bench-static", anonymous: true });
    const again = await memoized({ url: "/bench-static", anonymous: true });
    const head = (html: string) => comparable(html.slice(0, html.indexOf("</head>")));
    expect(head(again.body)).toBe(head(expected.body));
    expect(head(again.body)).toContain('rel="preload"');
  });

  it("shows a publish on the next render", async () => {
    const { memoized, plain } = renderers();
    const pages = testApp.services.pages;
    const summary = (await pages.list()).find((candidate) => candidate.path === "/bench-static")!;
    const page = (await pages.get(summary.id))!;
    const text = JSON.stringify(page.draft);
    const heading = /"heading":"([A-Za-z ]{4,})"/.exec(text)![1]!;
    expect((await memoized({ url: "/bench-static", anonymous: true })).body).toContain(heading);
    const draft = JSON.parse(text.replaceAll(`"heading":"${heading}"`, `"heading":"Published anew"`));
    const updated = await pages.update(page.id, page.revision, { draft }, null);
    if (!updated.ok) throw new Error(JSON.stringify(updated.error));
    const published = await pages.publish(page.id, updated.value.revision, null);
    if (!published.ok) throw new Error(JSON.stringify(published.error));
    const after = (await memoized({ url: "/bench-static", anonymous: true })).body;
    expect(after).toContain("Published anew");
    expect(comparable(after)).toBe(comparable((await plain({ url: "/bench-static", anonymous: true })).body));
  });

  it("gives the Arabic page its own blocks and language after the English one", async () => {
    const { memoized, plain } = renderers();
    for (const url of ["/", "/ar", "/model-launch", "/ar/model-launch"]) {
      await memoized({ url, anonymous: true });
    }
    for (const url of ["/ar", "/ar/model-launch"]) {
      const body = (await memoized({ url, anonymous: true })).body;
      expect(body).toContain('<html lang="ar"');
      expect(comparable(body)).toBe(comparable((await plain({ url, anonymous: true })).body));
    }
  });
});
