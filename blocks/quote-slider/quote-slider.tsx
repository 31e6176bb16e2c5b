import { useEffect, useRef, useState, type FocusEvent, type TouchEvent } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { Icon, blockClassNames } from "../../renderer/primitives/index.ts";
import { useUiText } from "../../renderer/primitives/ui-text.tsx";

/** How long a quote stays before the slider moves on by itself (the hero carousel's default slide duration). */
export const SLIDE_DURATION_MS = 6000;

/** A horizontal swipe longer than this (px) moves to the previous or next quote. */
const SWIPE_DISTANCE = 50;

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/**
 * Quote Slider (WAI-ARIA APG carousel pattern): one quote at a time with previous/next buttons, slide
 * indicators and a polite "Slide N of M" status. Every slide is in the HTML; all but the current one
 * carry `hidden`. With `has_timer` it advances every 6 seconds, pausing while hovered or focused, with a
 * pause/play button (WCAG 2.2.2), and not at all for visitors who prefer reduced motion.
 */
export default function QuoteSlider({
  id,
  slides,
  section_class,
  justify_text,
  has_timer,
  slider_theme,
}: BlockProps<"quote-slider">) {
  const t = useUiText();
  const [selected, setSelected] = useState(0);
  // The visitor's choice through the pause/play button; starts on when the block has a timer.
  const [playing, setPlaying] = useState(has_timer);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Slides fade in only once the visitor (or the timer) has moved: the first one is simply there.
  const [moved, setMoved] = useState(false);
  const touchStart = useRef<number | null>(null);
  const rotationButton = useRef<HTMLButtonElement | null>(null);

  const count = slides.length;
  const current = Math.min(selected, Math.max(0, count - 1));
  const slidable = count > 1;
  const rotating = has_timer && slidable && playing && !hovered && !focused;

  // Visitors who prefer reduced motion get a still slider: it does not start (or stops) by itself; the
  // play button remains theirs to press. Read after hydration, so the first render matches the server's.
  useEffect(() => {
    if (!has_timer || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => {
      if (query.matches) setPlaying(false);
    };
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [has_timer]);

  // One timeout per shown slide: moving by hand restarts the full duration.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => {
      setMoved(true);
      setSelected((index) => (index + 1) % count);
    }, SLIDE_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  if (count === 0) return null;

  const base = id || "quote-slider";
  const slidesId = `${base}-slides`;
  const show = (index: number) => {
    setMoved(true);
    setSelected(((index % count) + count) % count);
  };

  // Focus on the slides or their controls pauses the rotation; focus on the pause/play button itself
  // does not, so pressing Play starts it at once.
  const onFocus = (event: FocusEvent<HTMLElement>) => setFocused(event.target !== rotationButton.current);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!event.currentTarget.contains(next) || next === rotationButton.current) setFocused(false);
  };
  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || !slidable) return;
    const distance = end - start;
    if (Math.abs(distance) < SWIPE_DISTANCE) return;
    show(distance < 0 ? current + 1 : current - 1);
  };

  const classes = blockClassNames("quote-slider", {
    box_color: slider_theme,
    modifiers: [
      `align-${section_class}`,
      justify_text && "justify",
      has_timer && slidable && "timer",
      moved && "moved",
    ],
  });

  return (
    <section
      className={classes}
      aria-roledescription={t("carousel.carousel")}
      aria-label={t("carousel.quotes")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {has_timer && slidable ? (
        <button
          ref={rotationButton}
          type="button"
          className="quote-slider__rotation"
          aria-controls={slidesId}
          aria-label={playing ? "Pause automatic slide show" : "Play automatic slide show"}
          onClick={() => setPlaying((value) => !value)}
        >
          <Icon name={playing ? "pause" : "play"} />
        </button>
      ) : null}
      <div className="quote-slider__slides" id={slidesId} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {slides.map((slide, index) => (
          <div
            key={index}
            className="quote-slider__slide"
            role="group"
            aria-roledescription={t("carousel.slide_role")}
            aria-label={t("carousel.position", { current: index + 1, total: count })}
            hidden={index !== current}
          >
            <figure className="quote-slider__quote">
              <blockquote className="quote-slider__text">
                <p>{slide.quote}</p>
              </blockquote>
              {slide.author || slide.author_position ? (
                <figcaption className="quote-slider__caption">
                  {slide.author ? <span className="quote-slider__author">{slide.author}</span> : null}
                  {slide.author_position ? (
                    <span className="quote-slider__position">{slide.author_position}</span>
                  ) : null}
                </figcaption>
              ) : null}
            </figure>
          </div>
        ))}
      </div>
      {slidable ? (
        <div className="quote-slider__controls">
          <button
            type="button"
            className="quote-slider__arrow quote-slider__arrow--prev"
            aria-controls={slidesId}
            aria-label={t("carousel.previous")}
            onClick={() => show(current - 1)}
          >
            <Icon name="chevron-left" />
          </button>
          <div className="quote-slider__dots">
            {slides.map((_slide, index) => (
              <button
                key={index}
                type="button"
                className="quote-slider__dot"
                aria-controls={slidesId}
                aria-label={t("carousel.slide", { count: index + 1 })}
                aria-current={index === current ? "true" : undefined}
                onClick={() => show(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="quote-slider__arrow quote-slider__arrow--next"
            aria-controls={slidesId}
            aria-label={t("carousel.next")}
            onClick={() => show(current + 1)}
          >
            <Icon name="chevron-right" />
          </button>
        </div>
      ) : null}
      {slidable ? (
        <p className="quote-slider__status" aria-live={rotating ? "off" : "polite"} aria-atomic="true">
          {t("carousel.status", { current: current + 1, total: count })}
        </p>
      ) : null}
    </section>
  );
}
