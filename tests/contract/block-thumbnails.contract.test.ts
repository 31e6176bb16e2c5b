/**
 * Every thumbnail a block declares (`x-block.thumbnail`) is a file in the block's folder that the
 * editor's block list can show: for an SVG, a well-formed SVG document that renders, carries no
 * script and loads nothing from elsewhere.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../codegen/paths.ts";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";

const declared = blockKeys.filter((key) => blockMeta[key].thumbnail !== null);

describe("block thumbnails", () => {
  it("are declared by blocks (the block list shows an initials tile for the others)", () => {
    expect(declared.length).toBeGreaterThan(0);
  });

  describe.each(declared)("block %s", (key) => {
    const file = path.join(ROOT, "blocks", key, blockMeta[key].thumbnail!);

    it("has its thumbnail file in its folder", () => {
      expect(existsSync(file), file).toBe(true);
    });

    it("has a thumbnail that renders as an image", async () => {
      const metadata = await sharp(readFileSync(file)).metadata();
      expect(metadata.width).toBeGreaterThan(0);
      expect(metadata.height).toBeGreaterThan(0);
      // Rendering (not only reading the header) fails on a malformed document.
      const png = await sharp(readFileSync(file)).png().toBuffer();
      expect(png.length).toBeGreaterThan(0);
    });

    it.runIf(file.endsWith(".svg"))("has an SVG thumbnail that is a self-contained SVG document", async () => {
      const svg = readFileSync(file, "utf8");
      expect(svg.trimStart()).toMatch(/^(<\?xml[^>]*\?>\s*)?<svg\b/);
      expect(svg).toMatch(/<svg\b[^>]*\bxmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toMatch(/<svg\b[^>]*\bviewBox="[-\d.\s]+"/);
      expect(svg.trimEnd()).toMatch(/<\/svg>$/);
      expect(svg).not.toMatch(/<script\b|<foreignObject\b|\son[a-z]+\s*=/i);
      expect(svg).not.toMatch(/\b(?:xlink:)?href\s*=\s*["'](?!#)/i);
      expect((await sharp(Buffer.from(svg)).metadata()).format).toBe("svg");
    });
  });
});
