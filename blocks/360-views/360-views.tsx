import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  HERO_SIZES,
  Heading,
  Icon,
  ResponsiveImage,
  RichText,
  blockClassNames,
  useBlock,
} from "../../renderer/primitives/index.ts";

/** Pixels of drag per frame, at least: a slow drag turns slowly on a small screen too. */
const MIN_PIXELS_PER_FRAME = 8;

/** The frame `steps` away from `frame`, wrapping round (it is a turn). */
export function turn(frame: number, steps: number, count: number): number {
  return (((frame + steps) % count) + count) % count;
}

/**
 * 360 views: one frame shown at a time. The view is a slider (role="slider", the angle as its value
 * text): arrow keys turn one frame, Page Up/Down a quarter, Home/End go to the first and last frame;
 * dragging turns it by mouse, pen or touch (vertical swipes still scroll: touch-action pan-y); two
 * buttons turn it for those who cannot drag. The other frames load once the visitor starts turning.
 */
export default function Views360({
  heading,
  header_tag,
  header_size,
  paragraph,
  frames,
  start_frame,
  hint,
  box_color,
  padding,
}: BlockProps<"360-views">) {
  const block = useBlock();
  const count = frames.length;
  const [frame, setFrame] = useState(() => Math.min(Math.max(start_frame - 1, 0), Math.max(count - 1, 0)));
  const [engaged, setEngaged] = useState(false);
  const drag = useRef<{ pointer: number; x: number; frame: number; perFrame: number } | null>(null);
  if (count === 0) return null;

  const headingId = `${block.id}-heading`;
  const hintId = `${block.id}-hint`;
  const hasHeading = heading.trim() !== "";
  const degrees = Math.round((frame * 360) / count);
  const go = (next: number) => {
    setEngaged(true);
    setFrame(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const quarter = Math.max(1, Math.round(count / 4));
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowUp: 1,
      ArrowLeft: -1,
      ArrowDown: -1,
      PageUp: quarter,
      PageDown: -quarter,
    };
    if (event.key === "Home") go(0);
    else if (event.key === "End") go(count - 1);
    else if (steps[event.key] !== undefined) go(turn(frame, steps[event.key]!, count));
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const width = event.currentTarget.getBoundingClientRect().width || 320;
    drag.current = {
      pointer: event.pointerId,
      x: event.clientX,
      frame,
      perFrame: Math.max(MIN_PIXELS_PER_FRAME, width / count),
    };
    setEngaged(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    // Dragging to the left brings the far side round: the frames advance.
    const steps = Math.round((current.x - event.clientX) / current.perFrame);
    setFrame(turn(current.frame, steps, count));
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <section
      className={blockClassNames("views-360", { box_color, padding })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      <div className="views-360__intro">
        <Heading text={heading} tag={header_tag} size={header_size} id={headingId} />
        <RichText value={paragraph} className="views-360__copy" />
      </div>
      <div className="views-360__stage">
        {frames.map((image, index) => (
          <div key={index} className="views-360__frame" hidden={index !== frame}>
            <ResponsiveImage
              image={image}
              sizes={HERO_SIZES}
              layoutSizes="(min-width: 1440px) 1440px, 100vw"
              loading={index === frame ? undefined : engaged ? "eager" : "lazy"}
              className="views-360__image"
            />
          </div>
        ))}
        <div
          className="views-360__control"
          role="slider"
          tabIndex={0}
          aria-label={hasHeading ? `Turn: ${heading}` : "Turn the view"}
          aria-valuemin={1}
          aria-valuemax={count}
          aria-valuenow={frame + 1}
          aria-valuetext={`${degrees} degrees, frame ${frame + 1} of ${count}`}
          aria-describedby={hint.trim() ? hintId : undefined}
          data-frame={frame + 1}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        />
      </div>
      <div className="views-360__bar">
        <button type="button" className="views-360__turn" onClick={() => go(turn(frame, -1, count))}>
          <Icon name="chevron-left" />
          <span className="visually-hidden">Turn left</span>
        </button>
        {hint.trim() ? (
          <p className="views-360__hint" id={hintId}>
            {hint}
          </p>
        ) : null}
        <button type="button" className="views-360__turn" onClick={() => go(turn(frame, 1, count))}>
          <Icon name="chevron-right" />
          <span className="visually-hidden">Turn right</span>
        </button>
      </div>
    </section>
  );
}
