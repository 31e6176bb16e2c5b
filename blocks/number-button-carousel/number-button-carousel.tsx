import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { Carousel } from "../../renderer/primitives/carousel.tsx";
import { useUiText } from "../../renderer/primitives/ui-text.tsx";
import { SliderBlock } from "../_shared/carousel/slider-block.tsx";
import { FeatureSlide, childHeadingTag } from "../_shared/carousel/feature-slide.tsx";

/** Feature slides stepped through with numbered buttons (01, 02, ...) besides arrows, swipe and keys. */
export default function NumberButtonCarousel({
  heading,
  header_tag,
  header_size,
  slides,
  is_reversed,
  slider_theme,
  padding,
}: BlockProps<"number-button-carousel">) {
  const slideTag = childHeadingTag(header_tag);
  const t = useUiText();
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
        label={heading.trim() || "Features"}
        className="number-button-carousel"
        slides={slides.map((slide, index) => (
          <FeatureSlide key={index} index={index} {...slide} headingTag={slideTag} />
        ))}
        nav={slides.map((slide, index) => (
          <span key={index}>
            <span className="visually-hidden">{t("carousel.nav_slide", { heading: slide.heading })}</span>
            {String(index + 1).padStart(2, "0")}
          </span>
        ))}
      />
    </SliderBlock>
  );
}
