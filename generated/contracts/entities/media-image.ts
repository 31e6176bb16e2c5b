// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Media image: types of schemas/media-image.schema.json (https://forecourt.dev/schemas/media-image). */

/**
 * Media image: An image of the media library and its stored variants.
 */
export type MediaImage = {
  id: string;
  width: number;
  height: number;
  variants: MediaImageVariant[];
};

export type MediaImageVariant = {
  width: number;
  height: number;
};

export type MediaImageAnswer = {
  data: MediaImage;
};

export type MediaImageList = {
  data: MediaImage[];
};

/**
 * Ids containing every word of q, by id; at most items.
 */
export type MediaImageListQuery = {
  q?: string;
  items?: number;
};

/**
 * The id is made from name; a taken id gets a numeric suffix.
 */
export type MediaImageUploadQuery = {
  name: string;
};

/**
 * An image by id.
 */
export type MediaImageParams = {
  id: string;
};

/**
 * An image variant: {width}x{height}.{format}.
 */
export type MediaImageFileParams = {
  id: string;
  file: string;
};

/**
 * An image variant with a readable file name: {width}x{height}/{name}.{format}.
 */
export type MediaImageNamedFileParams = {
  id: string;
  size: string;
  name: string;
};

/**
 * The image file (jpg, png, webp or avif by the format).
 */
export type MediaImageFile = string;

/**
 * Another size: redirected (Location) to the nearest served size.
 */
export type MediaImageRedirect = null;
