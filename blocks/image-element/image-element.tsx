import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { snapToServedSize } from "../../model/media/served-sizes.ts";
import { ResponsiveImage, SQUARE_WIDTHS, sizesForRatio, type Size } from "../../renderer/primitives/index.ts";

type Ratio = BlockProps<"image-element">["ratio"];

/** Widths offered when the editor lists none: 1600, 1024 and 640 for the wide ratios, the square widths for 1:1 (presets). */
const PRESET_WIDTHS: Record<Ratio, readonly number[]> = {
  "16-9": [1600, 1024, 640],
  "16-6-5": [1600, 1024, 640],
  "1-1": [...SQUARE_WIDTHS].sort((a, b) => b - a),
};

/**
 * Widths paired with their heights (by position, else from the ratio), each as the size the media
 * library serves nearest to it, largest first, one candidate per width. The library sends any other
 * size as a redirect to that one: naming it saves the visitor a round trip per image (the page's
 * largest image is often this one), and the width and height drawn are those of the picture sent.
 */
function candidateSizes(widths: readonly number[], heights: readonly number[], ratio: Ratio): Size[] {
  const paired = sizesForRatio(widths.length > 0 ? widths : PRESET_WIDTHS[ratio], ratio, heights);
  const byWidth = new Map<number, Size>();
  for (const asked of paired) {
    const served = snapToServedSize(asked.width, asked.height);
    if (!byWidth.has(served.width)) byWidth.set(served.width, served);
  }
  return [...byWidth.values()].sort((a, b) => b.width - a.width);
}

/** One image from the media library, in the chosen sizes, format and loading, with an optional caption. */
export default function ImageElement({
  image,
  fullPath,
  sizes,
  heights,
  ratio,
  format,
  loading,
  alt,
  caption,
}: BlockProps<"image-element">) {
  // Blank alternative text on the image counts as none, so the block's own text can stand in.
  const ownAlt = image.alt?.trim() ? image.alt : undefined;
  return (
    <figure className="image-element">
      <ResponsiveImage
        image={{ id: image.id, alt: ownAlt, variants: image.variants }}
        sizes={candidateSizes(sizes, heights, ratio)}
        layoutSizes="(min-width: 1440px) 1440px, 100vw"
        format={format}
        fullPath={fullPath}
        loading={loading === "auto" ? undefined : loading}
        alt={alt.trim()}
        className="image-element__image"
      />
      {caption.trim() !== "" ? <figcaption className="image-element__caption">{caption}</figcaption> : null}
    </figure>
  );
}
