import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { Heading, Icon, blockClassNames } from "../../renderer/primitives/index.ts";
import { Carousel } from "../../renderer/primitives/carousel.tsx";
import { FeatureSlide, childHeadingTag } from "../_shared/carousel/feature-slide.tsx";

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
  const slideTag = childHeadingTag(header_tag);
  return (
    <div
      className={blockClassNames("fc-slider-block", {
        box_color: slider_theme,
        padding,
        modifiers: [is_reversed && "reversed"],
      })}
    >
      <Heading text={heading} tag={header_tag} size={header_size} className="fc-slider-block__heading" />
      <Carousel
        label={heading.trim() || "Features"}
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
    </div>
  );
}
