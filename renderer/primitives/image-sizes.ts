/** Image sizes and media URLs live in model/media (the server builds the same URLs for vehicle photos). */
export {
  BANNER_SIZES,
  HERO_FALLBACK,
  HERO_SIZES,
  IMAGE_SCREENS,
  MEDIA_BASE,
  SQUARE_WIDTHS,
  hasVariants,
  heroSizesFor,
  imageUrl,
  sizesForRatio,
  type ImageFormat,
  type Size,
} from "../../model/media/image-sizes.ts";
