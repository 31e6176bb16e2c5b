/*
 * The sizes the media library stores and serves. In model/ because both sides need them: the library
 * (services/media) renders only these, and blocks that let editors choose their own widths ask for
 * these directly instead of being redirected to one (docs/decisions/014-http-delivery.md, 192).
 */

/** The variants the media library offers for an image, largest first. */
export const VARIANT_PRESETS: readonly { width: number; height: number }[] = [
  { width: 1600, height: 900 },
  { width: 1024, height: 576 },
  { width: 640, height: 360 },
  { width: 900, height: 500 },
  { width: 1600, height: 650 },
  { width: 1024, height: 416 },
  { width: 640, height: 260 },
  { width: 1600, height: 1600 },
  { width: 1245, height: 1245 },
  { width: 1024, height: 1024 },
  { width: 830, height: 830 },
  { width: 640, height: 640 },
  { width: 415, height: 415 },
  { width: 360, height: 360 },
];

/** The sizes of stock photos (services/listings/vehicle-shape.ts, configurator.ts: medium to full). */
const STOCK_PHOTO_SIZES: readonly { width: number; height: number }[] = [
  { width: 640, height: 360 },
  { width: 960, height: 540 },
  { width: 1280, height: 720 },
  { width: 1600, height: 900 },
  { width: 2400, height: 1350 },
];

/**
 * Every size the library renders and stores: the presets and the stock photo sizes. Any other size is
 * redirected to the nearest of these (snapToServedSize), so a visitor cannot make the server render
 * and store sizes of their choosing; each original has at most this many variants per format
 * (docs/decisions/014-http-delivery.md).
 */
const SERVED_SIZES: readonly { width: number; height: number }[] = [
  ...new Map([...VARIANT_PRESETS, ...STOCK_PHOTO_SIZES].map((size) => [`${size.width}x${size.height}`, size])).values(),
];

export function isServedSize(width: number, height: number): boolean {
  return SERVED_SIZES.some((size) => size.width === width && size.height === height);
}

/**
 * The served size nearest to a requested one: the closest aspect ratio first (within 5% of the best,
 * so 16:9 stays 16:9), then the smallest at least as wide as asked, else the widest. The library
 * redirects a request for any other size to it; the image element asks for it in the first place.
 */
export function snapToServedSize(width: number, height: number): { width: number; height: number } {
  const ratioDistance = (size: { width: number; height: number }) =>
    Math.abs(Math.log(size.width / size.height / (width / height)));
  const best = Math.min(...SERVED_SIZES.map(ratioDistance));
  const sameShape = SERVED_SIZES.filter((size) => ratioDistance(size) <= best + 0.05).sort((a, b) => a.width - b.width);
  return sameShape.find((size) => size.width >= width) ?? sameShape.at(-1)!;
}
