import { useEffect, useState } from "react";
import type { Video } from "../../../generated/contracts/block-types.ts";
import { Modal } from "../../primitives/modal.tsx";
import { VideoPlayer } from "../../primitives/video/video.tsx";
import { videoForLink } from "../../primitives/video/video-sources.ts";
import { VIDEO_MODAL_ATTRIBUTE } from "../../primitives/video-links.ts";

interface Opened {
  video: Video;
  title: string;
}

/**
 * The video modal (seed 000, brand layout): a click on a link marked `data-video-modal` (LinkButton
 * marks links to YouTube or to a video file) opens the Custom modal with the video primitive: YouTube
 * behind its facade and the consent gate (marketing), a file with controls. Nothing plays before the
 * visitor presses play; closing removes the player at once, which stops playback.
 */
export function VideoModal(_props: Record<string, unknown>) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.(`a[${VIDEO_MODAL_ATTRIBUTE}]`);
      if (!(link instanceof HTMLAnchorElement)) return;
      const title = (link.textContent ?? "").trim() || "Video";
      const video = videoForLink(link.getAttribute("href") ?? "", title);
      if (!video) return;
      event.preventDefault();
      setOpened({ video, title });
      setOpen(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  if (!opened) return null;
  return (
    <Modal open={open} onClose={() => setOpen(false)} header={opened.title} className="fc-modal--video">
      {/* Only while open: the player leaves the page the moment the modal closes (no sound during the fade). */}
      {open ? <VideoPlayer video={opened.video} autoplay={false} fallbackTitle={opened.title} /> : null}
    </Modal>
  );
}
