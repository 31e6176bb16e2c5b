import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { HERO_SIZES, Heading, LinkButton, ResponsiveImage, sizesForRatio } from "../../renderer/primitives/index.ts";
import { Carousel } from "../../renderer/primitives/carousel.tsx";
import { SliderBlock } from "../_shared/carousel/slider-block.tsx";
import { childHeadingTag } from "../_shared/carousel/feature-slide.tsx";
import { useUiText } from "../../renderer/primitives/ui-text.tsx";

const SECONDARY_SIZES = sizesForRatio([1024, 640], "16-9");

/**
 * Dual frame carousel 2.0: each slide is two frames side by side from 1024px (stacked on smaller
 * screens): a large image, and a text frame with a second image, heading, text and a button.
 * Reversed: the large image on the right.
 */
export default function DualFrameCarousel({
  heading,
  header_tag,
  header_size,
  slides,
  is_reversed,
  slider_theme,
  padding,
}: BlockProps<"dual-frame-carousel-2-0">) {
  const t = useUiText();
  const slideTag = childHeadingTag(header_tag);
  return (
    <SliderBlock
      heading={heading}
      header_tag={header_tag}
      header_size={header_size}
      slider_theme={slider_theme}
      padding={padding}
      is_reversed={is_reversed}
    >
      <Carousel
        label={heading.trim() || t("carousel.slides_fallback")}
        className="dual-frame-carousel"
        nav="dots"
        slides={slides.map((slide, index) => (
          <div key={index} className="dual-frame-carousel__slide">
            <div className="dual-frame-carousel__main">
              <ResponsiveImage
                image={slide.image}
                sizes={HERO_SIZES}
                layoutSizes="(min-width: 1024px) 60vw, 100vw"
                loading={index > 0 ? "lazy" : undefined}
                className="dual-frame-carousel__image"
              />
            </div>
            <div className="dual-frame-carousel__text">
              {slide.secondary_image ? (
                <ResponsiveImage
                  image={slide.secondary_image}
                  sizes={SECONDARY_SIZES}
                  layoutSizes="(min-width: 1024px) 30vw, 100vw"
                  loading="lazy"
                  className="dual-frame-carousel__image dual-frame-carousel__image--secondary"
                />
              ) : null}
              <Heading text={slide.heading} tag={slideTag} size="m" className="dual-frame-carousel__heading" />
              {slide.paragraph.trim() !== "" ? (
                <p className="dual-frame-carousel__paragraph">{slide.paragraph}</p>
              ) : null}
              <LinkButton item={slide.button} />
            </div>
          </div>
        ))}
      />
    </SliderBlock>
  );
}
