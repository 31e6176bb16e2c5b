import { useEffect, useRef, useState, type CSSProperties } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  HERO_SIZES,
  Heading,
  Icon,
  LinkButton,
  ResponsiveImage,
  RichText,
  blockClassNames,
  useBlock,
  useUiText,
} from "../../renderer/primitives/index.ts";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
/** The autostart sweep: out by this many percent each way and back, over this long. */
const SWEEP_PERCENT = 20;
const SWEEP_MS = 2400;

/** The sweep's position at time t (0..1): start, left, right, start, eased. */
export function sweepPosition(start: number, t: number): number {
  const eased = Math.sin(Math.min(1, Math.max(0, t)) * 2 * Math.PI);
  return Math.round(Math.min(100, Math.max(0, start - eased * SWEEP_PERCENT)));
}

/**
 * Compare images: the right image under the left one, the left clipped at the handle. The handle is a
 * native range input over the images (keyboard arrows, Home/End, Page keys, touch and mouse for free,
 * announced as a slider); it is transparent, and the drawn divider shows its position and focus.
 */
export default function CompareImages({
  heading,
  header_tag,
  header_size,
  paragraph,
  button,
  before_image,
  before_label,
  after_image,
  after_label,
  start_position,
  has_autostart,
  has_sidebar,
  box_color,
  padding,
}: BlockProps<"compare-images">) {
  const block = useBlock();
  const t = useUiText();
  const [position, setPosition] = useState(start_position);
  const stage = useRef<HTMLDivElement | null>(null);
  const touched = useRef(false);

  // Autostart: one sweep when at least half the images are first in view, unless reduced motion is preferred.
  useEffect(() => {
    const element = stage.current;
    if (!has_autostart || !element || typeof IntersectionObserver === "undefined") return;
    if (typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const began = performance.now();
        const step = (now: number) => {
          if (touched.current) return;
          const t = (now - began) / SWEEP_MS;
          setPosition(sweepPosition(start_position, t));
          if (t < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [has_autostart, start_position]);

  const headingId = `${block.id}-heading`;
  const hasHeading = heading.trim() !== "";
  const beforeName = before_label.trim() || "Left image";
  const afterName = after_label.trim() || "Right image";
  const layoutSizes = has_sidebar ? "(min-width: 1024px) 66vw, 100vw" : "(min-width: 1440px) 1440px, 100vw";

  return (
    <section
      className={blockClassNames("compare-images", { box_color, padding, modifiers: [has_sidebar && "with-sidebar"] })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      <div className="compare-images__text">
        <Heading text={heading} tag={header_tag} size={header_size} id={headingId} />
        <RichText value={paragraph} className="compare-images__copy" />
        <LinkButton item={button} className="compare-images__button" />
      </div>
      {/* A before/after comparison is physical (the images are not mirrored): the slider runs left to right in any language. */}
      <div
        className="compare-images__stage"
        dir="ltr"
        ref={stage}
        style={{ "--position": `${position}%` } as CSSProperties}
      >
        <ResponsiveImage
          image={after_image}
          sizes={HERO_SIZES}
          layoutSizes={layoutSizes}
          className="compare-images__image"
        />
        <div className="compare-images__before">
          <ResponsiveImage
            image={before_image}
            sizes={HERO_SIZES}
            layoutSizes={layoutSizes}
            className="compare-images__image"
          />
        </div>
        {before_label.trim() ? (
          <span className="compare-images__label compare-images__label--before" aria-hidden="true">
            {before_label}
          </span>
        ) : null}
        {after_label.trim() ? (
          <span className="compare-images__label compare-images__label--after" aria-hidden="true">
            {after_label}
          </span>
        ) : null}
        <input
          type="range"
          className="compare-images__range"
          min={0}
          max={100}
          step={1}
          value={position}
          aria-label={t("compare_images.label", { before: beforeName, after: afterName })}
          aria-valuetext={`${position}% ${beforeName}, ${100 - position}% ${afterName}`}
          onChange={(event) => {
            touched.current = true;
            setPosition(Number(event.target.value));
          }}
          onPointerDown={() => {
            touched.current = true;
          }}
        />
        <span className="compare-images__divider" aria-hidden="true">
          <span className="compare-images__handle">
            <Icon name="chevron-left" size={18} />
            <Icon name="chevron-right" size={18} />
          </span>
        </span>
      </div>
    </section>
  );
}
