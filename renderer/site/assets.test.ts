import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INLINE_STYLESHEET_MAX_BYTES, ISLANDS_ENTRY_SOURCE, SITE_STYLES_SOURCE, loadSiteAssets } from "./assets.ts";

/** A client build folder with the given manifest and asset files. */
function clientDir(manifest: Record<string, unknown>, files: Record<string, string>): string {
  const directory = mkdtempSync(path.join(tmpdir(), "forecourt-assets-"));
  mkdirSync(path.join(directory, ".vite"));
  mkdirSync(path.join(directory, "assets"));
  writeFileSync(path.join(directory, ".vite", "manifest.json"), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(directory, name), text);
  return directory;
}

describe("the site's assets from the Vite manifest", () => {
  const large = `.stock-locator{color:red}${" ".repeat(INLINE_STYLESHEET_MAX_BYTES)}`;
  const directory = clientDir(
    {
      [ISLANDS_ENTRY_SOURCE]: { file: "assets/islands.js", isEntry: true },
      [SITE_STYLES_SOURCE]: { file: "assets/site.css", isEntry: true },
      "blocks/stock-locator/stock-locator.tsx": {
        file: "assets/stock-locator.js",
        imports: [ISLANDS_ENTRY_SOURCE, "_view.js"],
      },
      "_view.js": { file: "assets/view.js", imports: [ISLANDS_ENTRY_SOURCE, "_card.js"] },
      "_card.js": { file: "assets/card.js", imports: [ISLANDS_ENTRY_SOURCE] },
      "blocks/quote/quote.css": { file: "assets/quote.css", isEntry: true },
      "blocks/stock-locator/stock-locator.css": { file: "assets/stock-locator.css", isEntry: true },
    },
    { "assets/quote.css": ".quote{color:red}", "assets/stock-locator.css": large },
  );
  const assets = loadSiteAssets(directory);

  it("preloads an island's chunk with everything it imports, however deep, but not the runtime", () => {
    expect(assets.islandChunks["stock-locator"]).toEqual([
      "/assets/stock-locator.js",
      "/assets/view.js",
      "/assets/card.js",
    ]);
  });

  it("links the shell's stylesheet on every page and offers the blocks' own: small ones inline, with their CSP hashes", () => {
    expect(assets.styles).toEqual(["/assets/site.css"]);
    expect(assets.stylesheets).toEqual({
      "blocks/quote/quote.css": { href: "/assets/quote.css", inline: ".quote{color:red}" },
      "blocks/stock-locator/stock-locator.css": { href: "/assets/stock-locator.css" },
    });
    expect(assets.inlineStyleHashes).toEqual([
      `'sha256-${createHash("sha256").update(".quote{color:red}").digest("base64")}'`,
    ]);
  });
});
