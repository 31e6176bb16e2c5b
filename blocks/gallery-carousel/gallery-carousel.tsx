import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { ResponsiveImage, SQUARE_WIDTHS, sizesForRatio } from "../../renderer/primitives/index.ts";
import { Carousel } from "../../renderer/primitives/carousel.tsx";
import { SliderBlock } from "../_shared/carousel/slider-block.tsx";
import { useUiText } from "../../renderer/primitives/ui-text.tsx";

type Ratio = BlockProps<"gallery-carousel">["ratio"];

/** Preset widths per ratio: hero/banner widths, the square widths for 1:1. */
const WIDTHS: Record<Ratio, readonly number[]> = {
  "16-9": [1600, 1024, 640],
  "16-6-5": [1600, 1024, 640],
  "1-1": [...SQUARE_WIDTHS].sort((a, b) => b - a),
};

/** A row of captioned images: one per view on phones, two from 768px, three from 1024px. */
export default function GalleryCarousel({
  heading,
  header_tag,
  header_size,
  paragraph,
  images,
  ratio,
  slider_theme,
  padding,
}: BlockProps<"gallery-carousel">) {
  const t = useUiText();
  const sizes = sizesForRatio(WIDTHS[ratio], ratio);
  return (
    <SliderBlock
      heading={heading}
      header_tag={header_tag}
      header_size={header_size}
      slider_theme={slider_theme}
      padding={padding}
      paragraph={paragraph}
    >
      <Carousel
        label={heading.trim() || t("carousel.gallery")}
        className={`gallery-carousel gallery-carousel--ratio-${ratio}`}
        slides={images.map((item, index) => (
          <figure key={index} className="gallery-carousel__item">
            <ResponsiveImage
              image={item.image}
              sizes={sizes}
              layoutSizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
              loading={index > 0 ? "lazy" : undefined}
              className="gallery-carousel__image"
            />
            {item.caption.trim() !== "" ? (
              <figcaption className="gallery-carousel__caption">{item.caption}</figcaption>
            ) : null}
          </figure>
        ))}
      />
    </SliderBlock>
  );
}
