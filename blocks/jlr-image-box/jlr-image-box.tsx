import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  Heading,
  LinkButton,
  ResponsiveImage,
  RichText,
  SQUARE_WIDTHS,
  blockClassNames,
  sizesForRatio,
  useBlock,
} from "../../renderer/primitives/index.ts";

type Ratio = BlockProps<"jlr-image-box">["image-ratio"];

/** Square images come in the square widths, wide ones in the hero and banner widths. */
const WIDTHS: Record<Ratio, readonly number[]> = {
  "1-1": [...SQUARE_WIDTHS].sort((a, b) => b - a),
  "16-9": [1600, 1024, 640],
  "16-6-5": [1600, 1024, 640],
};

/** Accolade: an award or review (who gave it, the accolade, a quote, a link) beside an image. */
export default function JlrImageBox({
  image,
  "image-ratio": ratio,
  eyebrow,
  heading,
  header_tag,
  header_size,
  paragraph,
  font_size,
  "rdx-link": link,
  is_reversed,
  vertical_alignment,
  box_color,
  padding,
}: BlockProps<"jlr-image-box">) {
  const block = useBlock();
  const headingId = `${block.id}-heading`;
  return (
    <section
      className={blockClassNames("jlr-image-box", {
        box_color,
        padding,
        modifiers: [is_reversed && "reversed", `align-${vertical_alignment}`, `ratio-${ratio}`, !image && "text-only"],
      })}
      aria-labelledby={headingId}
    >
      <div className="jlr-image-box__inner">
        {image ? (
          <div className="jlr-image-box__media">
            <ResponsiveImage
              image={image}
              sizes={sizesForRatio(WIDTHS[ratio], ratio)}
              layoutSizes="(min-width: 1024px) 50vw, 100vw"
              className="jlr-image-box__image"
            />
          </div>
        ) : null}
        <div className="jlr-image-box__body">
          {eyebrow.trim() !== "" ? <p className="jlr-image-box__eyebrow">{eyebrow}</p> : null}
          <Heading
            text={heading}
            tag={header_tag}
            size={header_size}
            className="jlr-image-box__heading"
            id={headingId}
          />
          <RichText value={paragraph} size={font_size} className="jlr-image-box__text" />
          <LinkButton item={link} className="jlr-image-box__link" />
        </div>
      </div>
    </section>
  );
}
