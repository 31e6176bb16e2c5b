import type { BlockProps, Image } from "../../generated/contracts/block-types.ts";
import { HERO_SIZES, ResponsiveImage } from "../../renderer/primitives/index.ts";
import { Carousel } from "../../renderer/primitives/carousel.tsx";
import { SliderBlock } from "../_shared/carousel/slider-block.tsx";
import { useUiText } from "../../renderer/primitives/ui-text.tsx";

/**
 * Seat Slider: up to four frames of the seating, stepping on by themselves every `counter` ms
 * (default 1200; not for visitors who prefer reduced motion) or by the numbered buttons, arrows,
 * swipe and keys. A frame's alternative text is shown as its caption (the image itself is then
 * decorative, so screen readers hear the text once).
 */
export default function SeatSlider({
  heading,
  header_tag,
  header_size,
  paragraph,
  counter,
  is_autoplay,
  frame_1,
  frame_2,
  frame_3,
  frame_4,
  slider_theme,
  padding,
}: BlockProps<"seat-slider">) {
  const t = useUiText();
  const frames = [frame_1, frame_2, frame_3, frame_4].filter((frame): frame is Image => frame !== undefined);
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
        label={heading.trim() || t("carousel.seats")}
        className="seat-slider"
        loop
        autoplay={is_autoplay}
        duration={counter}
        slides={frames.map((frame, index) => {
          const caption = frame.alt?.trim() ?? "";
          return (
            <figure key={index} className="seat-slider__frame">
              <ResponsiveImage
                image={{ id: frame.id, variants: frame.variants }}
                alt={caption === "" ? `Seat configuration ${index + 1}` : ""}
                sizes={HERO_SIZES}
                layoutSizes="(min-width: 1440px) 1440px, 100vw"
                loading={index > 0 ? "lazy" : undefined}
                className="seat-slider__image"
              />
              {caption !== "" ? <figcaption className="seat-slider__caption">{caption}</figcaption> : null}
            </figure>
          );
        })}
        nav={frames.map((_frame, index) => (
          <span key={index}>
            <span className="visually-hidden">Frame </span>
            {index + 1}
          </span>
        ))}
      />
    </SliderBlock>
  );
}
