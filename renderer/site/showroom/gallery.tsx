import { useCallback, useState, type CSSProperties, type KeyboardEvent } from "react";
import { Icon } from "../../primitives/index.ts";
import type { ShowroomPhoto } from "../../../model/listings/showroom-vehicle.ts";

export interface GalleryProps extends Record<string, unknown> {
  photos: ShowroomPhoto[];
  /** The vehicle's title: the photos' alternative text and the carousel's name. */
  title: string;
  labels: { gallery: string; previous: string; next: string };
}

/** The main image's candidates, from the photo size paths (smallest first). */
export function photoSrcSet(photo: ShowroomPhoto): string {
  return [
    [photo.medium_path, 640],
    [photo.quarter_hd_path, 960],
    [photo.hd_path, 1280],
    [photo.big_path, 1600],
    [photo.full_path, 2400],
  ]
    .map(([path, width]) => `${path} ${width}w`)
    .join(", ");
}

/**
 * The showroom photo gallery (a shell island): one large photo with previous/next buttons and a
 * counter, thumbnails below. Arrow keys, Home and End move through the photos when the gallery has
 * focus. Server-rendered with the first photo, so the page shows it before any script runs.
 */
export default function Gallery({ photos, title, labels }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  if (count === 0) {
    return (
      <div className="showroom-gallery showroom-gallery--empty">
        <div className="showroom-gallery__stage">
          <Icon name="car" size={45} />
        </div>
      </div>
    );
  }
  const current = photos[index]!;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };
  return (
    <section
      className="showroom-gallery"
      aria-roledescription="carousel"
      aria-label={`${labels.gallery}: ${title}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="showroom-gallery__stage">
        <img
          key={current.big_path}
          className="showroom-gallery__image"
          src={current.big_path}
          srcSet={photoSrcSet(current)}
          sizes="(min-width: 1024px) 62vw, 100vw"
          width={1600}
          height={900}
          alt={`${title}, ${index + 1} / ${count}`}
          fetchPriority={index === 0 ? "high" : undefined}
          decoding="async"
          data-photo-index={index}
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              className="showroom-gallery__nav showroom-gallery__nav--previous"
              aria-label={labels.previous}
              onClick={() => go(index - 1)}
            >
              <Icon name="chevron-left" size={28} />
            </button>
            <button
              type="button"
              className="showroom-gallery__nav showroom-gallery__nav--next"
              aria-label={labels.next}
              onClick={() => go(index + 1)}
            >
              <Icon name="chevron-right" size={28} />
            </button>
          </>
        ) : null}
        <p className="showroom-gallery__counter" aria-live="polite" aria-atomic="true">
          <span className="visually-hidden">{labels.gallery} </span>
          {index + 1} / {count}
        </p>
      </div>
      {count > 1 ? (
        <ul className="showroom-gallery__thumbs" style={{ "--thumbs": Math.min(count, 6) } as CSSProperties}>
          {photos.map((photo, position) => (
            <li key={photo.medium_path}>
              <button
                type="button"
                className="showroom-gallery__thumb"
                aria-label={`${labels.gallery} ${position + 1} / ${count}`}
                aria-current={position === index ? "true" : undefined}
                onClick={() => go(position)}
              >
                <img src={photo.medium_path} width={640} height={360} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
