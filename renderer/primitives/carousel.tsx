import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { Icon } from "./icon.tsx";
import { useUiText } from "./ui-text.tsx";

/**
 * The carousel every slider block is drawn with (WAI-ARIA APG carousel pattern on Embla): a list of
 * slides (`ul`/`li`, so screen readers say "item 2 of 6"), previous/next buttons, optional per-slide
 * navigation buttons (dots, numbers, icons), a polite "Slide N of M" status, swipe and mouse drag,
 * arrow keys anywhere inside it, and optional autoplay that pauses on hover and focus, has a
 * pause/play button (WCAG 2.2.2) and never starts for visitors who prefer reduced motion.
 *
 * Server and first client render are the same markup with the first slide in place, so the first
 * slide is visible before any JavaScript runs and hydrating moves nothing. Blocks import this file
 * directly (not through the primitives index) so Embla ships only with the islands that use it.
 */
interface CarouselProps {
  /** Accessible name of the carousel ("Highlights", "Gallery"). */
  label: string;
  slides: readonly ReactNode[];
  className?: string;
  /** Extra class on every slide (its width decides how many slides show at once). */
  slideClassName?: string;
  loop?: boolean;
  /** Rotates by itself (not for reduced motion; pauses on hover and focus). */
  autoplay?: boolean;
  /** Milliseconds each slide stays while rotating, by slide; slides without one use `duration`. */
  durations?: readonly (number | undefined)[];
  duration?: number;
  /** Shows a bar that fills over the current slide's time while rotating. */
  showTimer?: boolean;
  /** On touch devices only the first N slides are offered. */
  touchLimit?: number;
  /** Per-slide navigation: "dots", or the visible content of one button per slide; none by default. */
  nav?: "dots" | readonly ReactNode[];
  /** Where the previous/next buttons sit: over the slides or below them beside the navigation. */
  controls?: "overlay" | "below";
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const COARSE_POINTER = "(pointer: coarse)";
const DEFAULT_SLIDE_DURATION_MS = 6000;

/** A media query's answer after hydration (false on the server and in the first client render). */
function useMediaQuery(query: string, enabled = true): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (!enabled || typeof window.matchMedia !== "function") return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query, enabled]);
  return matches;
}

/**
 * The writing direction of the document the carousel is in (its <html dir>); "ltr" on the server,
 * where Embla does nothing, so the markup is the same either way.
 */
function documentDirection(): "ltr" | "rtl" {
  return typeof document !== "undefined" && document.documentElement.dir === "rtl" ? "rtl" : "ltr";
}

/**
 * The direction the carousel's own element is laid out in: its document's (the editor canvas is an
 * iframe whose <html dir> the "Right to left" toggle sets, not the editor's document) or a block's `dir`.
 */
function elementDirection(element: Element): "ltr" | "rtl" {
  // The nearest `dir` attribute (a block frame's, else <html>'s): no style recalculation needed.
  return element.closest("[dir]")?.getAttribute("dir") === "rtl" ? "rtl" : "ltr";
}

export function Carousel({
  label,
  slides: allSlides,
  className,
  slideClassName,
  loop = false,
  autoplay = false,
  durations,
  duration = DEFAULT_SLIDE_DURATION_MS,
  showTimer = false,
  touchLimit,
  nav,
  controls = "below",
}: CarouselProps) {
  const coarse = useMediaQuery(COARSE_POINTER, touchLimit !== undefined);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const slides = coarse && touchLimit !== undefined ? allSlides.slice(0, touchLimit) : allSlides;
  const count = slides.length;

  // Right to left, slides run from the right (Embla's direction must match the document's, decision 110).
  // Embla reads it once per init: a change (the editor canvas toggled) re-initialises it.
  const [direction, setDirection] = useState(documentDirection);
  const t = useUiText();
  const [emblaRef, api] = useEmblaCarousel({ loop, align: "start", containScroll: "trimSnaps", direction });
  const viewportRef = useCallback(
    (element: HTMLDivElement | null) => {
      emblaRef(element);
      if (element) setDirection(elementDirection(element));
    },
    [emblaRef],
  );
  // The editor's canvas toggle changes <html dir> after mount: follow it.
  useEffect(() => {
    const root = api?.rootNode();
    if (!root) return;
    const observer = new MutationObserver(() => setDirection(elementDirection(root)));
    observer.observe(root.ownerDocument.documentElement, { attributes: true, attributeFilter: ["dir"] });
    return () => observer.disconnect();
  }, [api]);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(count);
  // The visitor's choice through the pause/play button; starts on for an autoplaying carousel.
  const [playing, setPlaying] = useState(autoplay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotationButton = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    sync();
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  // Reduced motion: the carousel never starts (or stops) by itself; the play button stays theirs.
  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  const slidable = count > 1;
  const hasRotation = autoplay && slidable;
  const rotating = hasRotation && playing && !hovered && !focused && !reducedMotion;
  const current = Math.min(selected, Math.max(0, count - 1));
  const currentDuration = durations?.[current] ?? duration;

  const go = useCallback(
    (index: number) => {
      if (!api) return;
      api.scrollTo(index, reducedMotion);
    },
    [api, reducedMotion],
  );
  // The arrows (and the timer) wrap around: past the last slide comes the first.
  const prev = useCallback(() => {
    if (!api) return;
    if (api.canScrollPrev()) api.scrollPrev(reducedMotion);
    else api.scrollTo(api.scrollSnapList().length - 1, reducedMotion);
  }, [api, reducedMotion]);
  const next = useCallback(() => {
    if (!api) return;
    if (api.canScrollNext()) api.scrollNext(reducedMotion);
    else api.scrollTo(0, reducedMotion);
  }, [api, reducedMotion]);

  // One timeout per shown slide: moving by hand restarts that slide's full time.
  useEffect(() => {
    if (!rotating || !api) return;
    const timer = window.setTimeout(next, currentDuration);
    return () => window.clearTimeout(timer);
  }, [rotating, api, next, current, currentDuration]);

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select, [contenteditable='true']")) return;
    // The arrow keys move the way the slides run: ArrowLeft goes forward in a right-to-left carousel.
    const forward = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
    const back = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
    if (event.key === back) {
      event.preventDefault();
      prev();
    } else if (event.key === forward) {
      event.preventDefault();
      next();
    }
  };
  // Focus on the slides or their controls pauses the rotation; focus on the pause/play button itself
  // does not, so pressing Play starts it at once.
  const onFocus = (event: FocusEvent<HTMLElement>) => setFocused(event.target !== rotationButton.current);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget as Node | null;
    if (!event.currentTarget.contains(to) || to === rotationButton.current) setFocused(false);
  };

  const classes = [
    "fc-carousel",
    `fc-carousel--controls-${controls}`,
    touchLimit !== undefined ? `fc-carousel--touch-limit-${touchLimit}` : null,
    className,
  ]
    .filter(Boolean)
    .join(" ");
  const navItems = nav === "dots" ? slides.map(() => null) : nav;
  const status = t("carousel.status", { current: current + 1, total: nav === undefined ? snapCount : count });

  return (
    <section
      className={classes}
      aria-roledescription={t("carousel.carousel")}
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        className="fc-carousel__viewport"
        ref={viewportRef}
        tabIndex={0}
        aria-label={t("carousel.slides", { label })}
        role="group"
      >
        <ul className="fc-carousel__slides">
          {slides.map((slide, index) => (
            <li key={index} className={slideClassName ? `fc-carousel__slide ${slideClassName}` : "fc-carousel__slide"}>
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {slidable ? (
        <div className="fc-carousel__controls">
          {hasRotation ? (
            <button
              ref={rotationButton}
              type="button"
              className="fc-carousel__button fc-carousel__rotation"
              aria-label={playing ? t("carousel.pause") : t("carousel.play")}
              onClick={() => setPlaying((value) => !value)}
            >
              <Icon name={playing ? "pause" : "play"} />
            </button>
          ) : null}
          <button
            type="button"
            className="fc-carousel__button fc-carousel__arrow fc-carousel__arrow--prev"
            aria-label={t("carousel.previous")}
            onClick={prev}
          >
            <Icon name="chevron-left" />
          </button>
          {navItems ? (
            <div className={nav === "dots" ? "fc-carousel__nav fc-carousel__nav--dots" : "fc-carousel__nav"}>
              {navItems.map((content, index) =>
                index < count ? (
                  <button
                    key={index}
                    type="button"
                    className={nav === "dots" ? "fc-carousel__dot" : "fc-carousel__nav-button"}
                    aria-label={nav === "dots" ? t("carousel.slide", { count: index + 1 }) : undefined}
                    aria-current={index === current ? "true" : undefined}
                    onClick={() => go(index)}
                  >
                    {content}
                  </button>
                ) : null,
              )}
            </div>
          ) : null}
          <button
            type="button"
            className="fc-carousel__button fc-carousel__arrow fc-carousel__arrow--next"
            aria-label={t("carousel.next")}
            onClick={next}
          >
            <Icon name="chevron-right" />
          </button>
        </div>
      ) : null}
      {showTimer && rotating ? (
        <span
          key={current}
          className="fc-carousel__timer"
          style={{ animationDuration: `${currentDuration}ms` }}
          aria-hidden="true"
        />
      ) : null}
      {slidable ? (
        <p className="fc-carousel__status" aria-live={rotating ? "off" : "polite"} aria-atomic="true">
          {status}
        </p>
      ) : null}
    </section>
  );
}
