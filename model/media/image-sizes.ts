import type { Image } from "../../generated/contracts/block-types.ts";

export interface Size {
  width: number;
  height: number;
}

/**
 * The sizes a hero image is offered in (16:9 at 1600, 1024 and 640 wide), the hero's single fallback
 * size, and the banner (1600x650 ratio) and square widths (image size presets).
 */
export const HERO_SIZES: readonly Size[] = [
  { width: 1600, height: 900 },
  { width: 1024, height: 576 },
  { width: 640, height: 360 },
];
export const HERO_FALLBACK: Size = { width: 900, height: 500 };
export const BANNER_SIZES: readonly Size[] = [
  { width: 1600, height: 650 },
  { width: 1024, height: 416 },
  { width: 640, height: 260 },
];
export const SQUARE_WIDTHS = [360, 415, 830, 1245] as const;
/** The second square set of the presets, for square images drawn large (galleries, 360 views). */
export const SQUARE_LARGE_WIDTHS = [1600, 1024, 640, 360] as const;

/** Square sizes for widths, largest first. */
export function squareSizes(widths: readonly number[]): Size[] {
  return [...widths].sort((a, b) => b - a).map((width) => ({ width, height: width }));
}

/** Where the media library serves an image variant. */
const MEDIA_BASE = "/media";

export type ImageFormat = "jpg" | "webp" | "png";

export function imageUrl(id: string, size: Size, format: ImageFormat = "jpg", fullPath?: string): string {
  const base = `${MEDIA_BASE}/images/${encodeURIComponent(id)}/${size.width}x${size.height}`;
  if (fullPath && fullPath.trim() !== "") {
    const name = fullPath
      .trim()
      .replace(/^.*\//, "")
      .replace(/\.[a-z0-9]+$/i, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    if (name) return `${base}/${name}.${format}`;
  }
  return `${base}.${format}`;
}

/** True when the image's metadata lists every size wanted. */
function hasVariants(image: Pick<Image, "variants">, wanted: readonly Size[]): boolean {
  const variants = image.variants ?? [];
  return wanted.every((size) =>
    variants.some((variant) => variant.width === size.width && variant.height === size.height),
  );
}

/**
 * The hero banner starts with three sizes; if the image metadata lacks any of them it falls back to
 * one size of 900 by 500.
 */
export function heroSizesFor(image: Pick<Image, "variants">): readonly Size[] {
  return hasVariants(image, HERO_SIZES) ? HERO_SIZES : [HERO_FALLBACK];
}

/**
 * The hero's 900x500 fallback picture when the sizes drawn are the full set: the browser shows it if
 * the chosen size fails to load. Null when the fallback is already what is drawn.
 */
export function heroFallbackUrl(id: string, sizes: readonly Size[]): string | null {
  if (sizes.length === 1 && sizes[0]?.width === HERO_FALLBACK.width && sizes[0].height === HERO_FALLBACK.height)
    return null;
  return imageUrl(id, HERO_FALLBACK);
}

/** Widths with heights from a ratio like `16-9`, `16-6-5` (16:6.5) or `1-1`. */
export function sizesForRatio(widths: readonly number[], ratio: string, heights?: readonly number[]): Size[] {
  const [w, ...rest] = ratio.split("-").map(Number);
  const h = rest.length === 2 ? Number(`${rest[0]}.${rest[1]}`) : (rest[0] ?? 1);
  const factor = (h || 1) / (w || 1);
  return widths.map((width, index) => ({ width, height: heights?.[index] ?? Math.round(width * factor) }));
}
