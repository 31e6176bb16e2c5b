/** Requests beyond this edge are refused outright (400). */
export const MAX_EDGE = 2560;

export const FORMATS = { jpg: "image/jpeg", webp: "image/webp", png: "image/png" } as const;
export type ImageFormat = keyof typeof FORMATS;

export function isImageId(value: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,99}$/.test(value);
}
