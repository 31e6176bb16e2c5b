import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { Heading, RichText, blockClassNames, useBlock } from "../../renderer/primitives/index.ts";
// By path, not through the primitives index (see the file's header).
import { VideoPlayer } from "../../renderer/primitives/video/video.tsx";

/** A video of the shared video field, with an optional heading and copy above it. */
export default function VideoBlock({
  heading,
  header_tag,
  header_size,
  paragraph,
  video,
  video_ui_theme,
  box_color,
  padding,
}: BlockProps<"video">) {
  const block = useBlock();
  const headingId = `${block.id}-heading`;
  const hasHeading = heading.trim() !== "";
  return (
    <section
      className={blockClassNames("video-block", { box_color, padding })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      {hasHeading || paragraph.trim() !== "" ? (
        <div className="video-block__intro">
          <Heading text={heading} tag={header_tag} size={header_size} id={headingId} />
          <RichText value={paragraph} className="video-block__copy" />
        </div>
      ) : null}
      <VideoPlayer
        video={video}
        uiTheme={video_ui_theme}
        fallbackTitle={hasHeading ? heading : "Video"}
        layoutSizes="(min-width: 1440px) 1440px, 100vw"
        className="video-block__player"
      />
    </section>
  );
}
