import { describe, expect, it } from "vitest";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import { initialsOf, thumbnailUrl } from "./block-thumbnails.ts";

describe("block list thumbnails", () => {
  it("finds the file of every block that declares a thumbnail", () => {
    for (const key of blockKeys) {
      const meta = blockMeta[key];
      if (meta.thumbnail) expect(thumbnailUrl(meta), key).toMatch(/\.svg$|^data:image\/svg\+xml/);
    }
  });

  it("has none for a block that declares none or whose file is missing", () => {
    expect(thumbnailUrl({ key: "quote", thumbnail: null })).toBeNull();
    expect(thumbnailUrl({ key: "quote", thumbnail: "no-such-file.svg" })).toBeNull();
  });

  it("draws a block without a thumbnail as the first letters of its name", () => {
    expect(initialsOf("Hero title banner")).toBe("HT");
    expect(initialsOf("Quote")).toBe("Q");
    expect(initialsOf("Specification at a glance")).toBe("SA");
    expect(initialsOf("360 views")).toBe("3V");
    expect(initialsOf(" - ")).toBe("");
  });
});
