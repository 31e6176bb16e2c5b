import type { Image } from "../../generated/contracts/block-types.ts";
import { useBlock } from "../page/block-context.ts";
import { imageUrl, type ImageFormat, type Size } from "../../model/media/image-sizes.ts";

interface ResponsiveImageProps {
  image: Image | undefined | null;
  /** Candidate sizes, largest first. */
  sizes: readonly Size[];
  /** The `sizes` attribute: how wide the image is drawn. */
  layoutSizes?: string;
  format?: ImageFormat;
  fullPath?: string;
  /** Overrides the block's eager/lazy choice. */
  loading?: "eager" | "lazy";
  /** Alternative text when the image itself has none. */
  alt?: string;
  className?: string;
  /** Called when the browser cannot load the image (only in hydrated islands and the editor). */
  onError?: () => void;
}

/**
 * An image from the media library with a srcset over its variants. Loading follows the block: eager
 * for the first two blocks of the page, lazy after.
 */
export function ResponsiveImage({
  image,
  sizes,
  layoutSizes = "100vw",
  format = "jpg",
  fullPath,
  loading,
  alt,
  className,
  onError,
}: ResponsiveImageProps) {
  const block = useBlock();
  const largest = sizes[0];
  if (!image || !largest) return null;
  const srcSet = sizes.map((size) => `${imageUrl(image.id, size, format, fullPath)} ${size.width}w`).join(", ");
  const effectiveLoading = loading ?? block.imageLoading;
  return (
    <img
      className={className}
      src={imageUrl(image.id, largest, format, fullPath)}
      srcSet={sizes.length > 1 ? srcSet : undefined}
      sizes={sizes.length > 1 ? layoutSizes : undefined}
      width={largest.width}
      height={largest.height}
      alt={image.alt?.trim() ? image.alt : (alt ?? "")}
      loading={effectiveLoading}
      fetchPriority={effectiveLoading === "eager" && block.index === 0 ? "high" : undefined}
      decoding="async"
      onError={onError}
    />
  );
}
