import { useEffect, useRef } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { imageUrl } from "../../model/media/image-sizes.ts";
import {
  Heading,
  LinkButton,
  ResponsiveImage,
  blockClassNames,
  heroSizesFor,
} from "../../renderer/primitives/index.ts";
import { Carousel } from "../../renderer/primitives/carousel.tsx";
import { useUiText } from "../../renderer/primitives/ui-text.tsx";

type Slide = BlockProps<"hero-carousel">["slides"][number];

/** Hero carousels allow 4 slides on touch devices by default. */
const TOUCH_DEVICES_SLIDES = 4;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * A slide's video: a muted looping background over the slide's image (started by script, and only
 * for visitors who do not prefer reduced motion), or a video with controls the visitor starts, its
 * poster the slide's image. Both stream (preload none); small screens get the mobile source.
 */
function SlideVideo({ slide, poster }: { slide: Slide; poster: string }) {
  const ref = useRef<HTMLVideoElement | null>(null);
  const background = slide.video_type === "video_background";
  useEffect(() => {
    const video = ref.current;
    if (!background || !video || typeof window.matchMedia !== "function") return;
    if (window.matchMedia(REDUCED_MOTION).matches) return;
    video.play().catch(() => undefined);
  }, [background]);
  const sources = (
    <>
      {slide.video_mobile ? <source src={slide.video_mobile} media="(max-width: 767px)" /> : null}
      {slide.video_desktop ? <source src={slide.video_desktop} /> : null}
    </>
  );
  if (background) {
    return (
      <video
        ref={ref}
        className="hero-carousel__video hero-carousel__video--background"
        muted
        loop
        playsInline
        preload="none"
        poster={poster}
        aria-hidden="true"
        tabIndex={-1}
      >
        {sources}
      </video>
    );
  }
  return (
    <video className="hero-carousel__video" controls playsInline preload="none" poster={poster}>
      {sources}
      {slide.video_captions ? (
        <track kind="captions" src={slide.video_captions} srcLang="en" label="Captions" default />
      ) : null}
    </video>
  );
}

/**
 * Hero Carousel: full-width image or video slides with a banner (heading, text, button), rotating
 * every `slide_duration` ms (a slide's own `slide_duration_limit` wins) with a timer bar. The first
 * slide's image is the page's likely LCP: eager (and high priority) in the first two blocks, the
 * other slides' images lazy. With `header_tag` 1 only the first slide's heading is an H1.
 */
export default function HeroCarousel({
  slides,
  header_tag,
  header_size,
  has_timer,
  is_autoplay,
  has_banner,
  slide_duration,
  has_touch_devices_slides_limit,
  offer_key,
  has_mxo,
  is_ffi,
  slider_theme,
}: BlockProps<"hero-carousel">) {
  const t = useUiText();
  const items = slides.map((slide, index) => {
    const sizes = heroSizesFor(slide.image);
    const hasVideo = slide.video_desktop !== "" || slide.video_mobile !== "";
    const poster = imageUrl(slide.image.id, sizes[0]!);
    const tag = index > 0 && header_tag === 1 ? 2 : header_tag;
    const hasText = slide.heading.trim() !== "" || slide.paragraph.trim() !== "" || slide.button;
    return (
      <div className="hero-carousel__slide">
        <div className="hero-carousel__media">
          {hasVideo && slide.video_type === "video" ? null : (
            <ResponsiveImage
              image={slide.image}
              sizes={sizes}
              layoutSizes="100vw"
              loading={index > 0 ? "lazy" : undefined}
              className="hero-carousel__image"
            />
          )}
          {hasVideo ? <SlideVideo slide={slide} poster={poster} /> : null}
        </div>
        {has_banner && hasText ? (
          <div className={blockClassNames("hero-carousel__banner", { box_color: slider_theme })}>
            <Heading text={slide.heading} tag={tag} size={header_size} className="hero-carousel__heading" />
            {slide.paragraph.trim() !== "" ? <p className="hero-carousel__text">{slide.paragraph}</p> : null}
            <LinkButton item={slide.button} className="hero-carousel__button" />
          </div>
        ) : slide.heading.trim() !== "" ? (
          <Heading text={slide.heading} tag={tag} className="visually-hidden" />
        ) : null}
      </div>
    );
  });
  return (
    <div
      className={blockClassNames("hero-carousel", { box_color: slider_theme, modifiers: [is_ffi && "ffi"] })}
      data-offer-key={offer_key || undefined}
      data-mxo={has_mxo ? "true" : undefined}
    >
      <Carousel
        label={t("carousel.highlights")}
        slides={items}
        loop
        autoplay={is_autoplay}
        duration={slide_duration}
        durations={slides.map((slide) => slide.slide_duration_limit)}
        showTimer={has_timer}
        touchLimit={has_touch_devices_slides_limit ? TOUCH_DEVICES_SLIDES : undefined}
        nav="dots"
      />
    </div>
  );
}
