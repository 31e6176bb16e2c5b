import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  HERO_SIZES,
  Heading,
  ResponsiveImage,
  RichText,
  blockClassNames,
  useBlock,
} from "../../renderer/primitives/index.ts";
// By path, not through the primitives index (see the file's header).
import { VideoPlayer } from "../../renderer/primitives/video/video.tsx";

/**
 * Masonry: one video in a wide tile, in the top or the bottom row (img_video_grid), and up to six
 * images around it. A background video starts muted unless `disable_autoplay` is set or the visitor
 * prefers reduced motion; it always has a pause button.
 */
export default function Masonry({
  heading,
  header_tag,
  header_size,
  paragraph,
  img_video_grid,
  video,
  disable_autoplay,
  video_ui_theme,
  images,
  box_color,
  padding,
}: BlockProps<"masonry">) {
  const block = useBlock();
  const headingId = `${block.id}-heading`;
  const hasHeading = heading.trim() !== "";
  const videoTile = (
    <li className="masonry__tile masonry__tile--video">
      <VideoPlayer
        video={video}
        autoplay={!disable_autoplay}
        uiTheme={video_ui_theme}
        fallbackTitle={hasHeading ? heading : "Video"}
        layoutSizes="(min-width: 1024px) 66vw, 100vw"
      />
    </li>
  );
  return (
    <section
      className={blockClassNames("masonry", { box_color, padding, modifiers: [img_video_grid] })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      <div className="masonry__intro">
        <Heading text={heading} tag={header_tag} size={header_size} id={headingId} />
        <RichText value={paragraph} className="masonry__copy" />
      </div>
      <ul className="masonry__grid">
        {img_video_grid === "video-top" ? videoTile : null}
        {images.map((item, index) => (
          <li key={index} className="masonry__tile">
            <figure className="masonry__figure">
              <ResponsiveImage
                image={item.image}
                sizes={HERO_SIZES}
                layoutSizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                className="masonry__image"
              />
              {item.caption.trim() !== "" ? <figcaption className="masonry__caption">{item.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
        {img_video_grid === "video-bottom" ? videoTile : null}
      </ul>
    </section>
  );
}
