/** The variants the media library offers for an image (seed 002 section 9 presets), largest first. */
export const VARIANT_PRESETS: readonly { width: number; height: number }[] = [
  { width: 1600, height: 900 },
  { width: 1024, height: 576 },
  { width: 640, height: 360 },
  { width: 900, height: 500 },
  { width: 1600, height: 650 },
  { width: 1024, height: 416 },
  { width: 640, height: 260 },
  { width: 1245, height: 1245 },
  { width: 830, height: 830 },
  { width: 415, height: 415 },
  { width: 360, height: 360 },
];

/** Any size is rendered on request up to this edge, so editors can choose other ratios. */
export const MAX_EDGE = 2560;

export const FORMATS = { jpg: "image/jpeg", webp: "image/webp", png: "image/png" } as const;
export type ImageFormat = keyof typeof FORMATS;

export function isImageId(value: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,99}$/.test(value);
}
