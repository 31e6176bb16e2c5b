import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { Icon } from "../../renderer/primitives/index.ts";
import { Carousel } from "../../renderer/primitives/carousel.tsx";
import { SliderBlock } from "../_shared/carousel/slider-block.tsx";
import { FeatureSlide, childHeadingTag } from "../_shared/carousel/feature-slide.tsx";
import { useUiText } from "../../renderer/primitives/ui-text.tsx";

/** Feature slides stepped through with labelled icon buttons besides arrows, swipe and keys. */
export default function IconButtonCarousel({
  heading,
  header_tag,
  header_size,
  slides,
  is_reversed,
  slider_theme,
  padding,
}: BlockProps<"icon-button-carousel">) {
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
        label={heading.trim() || t("carousel.features")}
        className="icon-button-carousel"
        slides={slides.map((slide, index) => (
          <FeatureSlide key={index} index={index} {...slide} headingTag={slideTag} />
        ))}
        nav={slides.map((slide, index) => (
          <span key={index} className="icon-button-carousel__button">
            <Icon name={slide.icon} size={28} />
            <span>{slide.label}</span>
          </span>
        ))}
      />
    </SliderBlock>
  );
}
