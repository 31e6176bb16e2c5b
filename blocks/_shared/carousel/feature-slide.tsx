import type { HeaderTag, Image, LinkOrButton } from "../../../generated/contracts/block-types.ts";
import { Heading, LinkButton, ResponsiveImage, sizesForRatio } from "../../../renderer/primitives/index.ts";

/** 16:9 at the hero widths: the image takes half the slide on wide screens, all of it on phones. */
const FEATURE_SIZES = sizesForRatio([1600, 1024, 640], "16-9");

interface FeatureSlideProps {
  index: number;
  image?: Image;
  heading: string;
  paragraph: string;
  button?: LinkOrButton;
  headingTag: HeaderTag;
}

/**
 * One slide of the number and icon button carousels: an image beside a heading, text and button
 * (image on the right when the block is reversed, by the block's modifier class). Images after the
 * first slide's load lazily.
 */
export function FeatureSlide({ index, image, heading, paragraph, button, headingTag }: FeatureSlideProps) {
  return (
    <div className="feature-slide">
      {image ? (
        <div className="feature-slide__media">
          <ResponsiveImage
            image={image}
            sizes={FEATURE_SIZES}
            layoutSizes="(min-width: 768px) 50vw, 100vw"
            loading={index > 0 ? "lazy" : undefined}
            className="feature-slide__image"
          />
        </div>
      ) : null}
      <div className="feature-slide__body">
        <Heading text={heading} tag={headingTag} size="m" className="feature-slide__heading" />
        {paragraph.trim() !== "" ? <p className="feature-slide__text">{paragraph}</p> : null}
        <LinkButton item={button} />
      </div>
    </div>
  );
}

/** The level of headings inside a block whose own heading is at `tag`: one below, at most H6. */
export function childHeadingTag(tag: HeaderTag): HeaderTag {
  return Math.min(6, tag + 1) as HeaderTag;
}
