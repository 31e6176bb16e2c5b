import type { BlockMeta } from "../../generated/contracts/block-meta.ts";

/**
 * Every block folder's thumbnail file, as the URL the bundler serves it at (small SVGs are inlined as
 * data URLs, which the editor's Content-Security-Policy allows). A block names its file in
 * `x-block.thumbnail`; the file sits in the block's folder.
 */
const THUMBNAIL_FILES = import.meta.glob<string>("../../blocks/*/*.{svg,png,webp}", {
  query: "?url",
  import: "default",
  eager: true,
});

/** The URL of a block's thumbnail, or null when it declares none (or the file is missing). */
export function thumbnailUrl(meta: Pick<BlockMeta, "key" | "thumbnail">): string | null {
  if (!meta.thumbnail) return null;
  return THUMBNAIL_FILES[`../../blocks/${meta.key}/${meta.thumbnail}`] ?? null;
}

/** Up to two letters for a block without a thumbnail: the first letters of its first two words. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s_-]+/).filter((word) => /[A-Za-z0-9]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, "").charAt(0))
    .join("")
    .toUpperCase();
}
