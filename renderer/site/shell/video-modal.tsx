import { useEffect, useRef, useState } from "react";
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
 * The video modal (brand layout): a click on a link marked `data-video-modal` (LinkButton
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

  const player = useRef<HTMLDivElement | null>(null);
  useEffect(() => (open ? keepKeysInPage(() => player.current) : undefined), [open]);

  if (!opened) return null;
  return (
    <Modal open={open} onClose={() => setOpen(false)} header={opened.title} className="fc-modal--video">
      {/* Only while open: the player leaves the page the moment the modal closes (no sound during the fade). */}
      {open ? (
        <div ref={player} tabIndex={-1} className="fc-video-modal__player">
          <VideoPlayer video={opened.video} autoplay={false} fallbackTitle={opened.title} />
        </div>
      ) : null}
    </Modal>
  );
}

/**
 * A cross-origin player frame (YouTube) keeps the keys pressed while it has focus: Escape would never
 * reach the modal. So when focus goes into a frame in the player because of a click (or the facade's
 * own focus move on play), it is brought back to the player's wrapper at once: the click has done its
 * work (play, pause, seek) and Escape closes the modal. A visitor who Tabs into the frame on purpose
 * keeps it, with the player's own keyboard controls (decision 054).
 */
function keepKeysInPage(wrapper: () => HTMLElement | null): () => void {
  let tabbedAt = 0;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Tab") tabbedAt = Date.now();
  };
  const onBlur = () => {
    setTimeout(() => {
      const frame = document.activeElement;
      const root = wrapper();
      if (!(frame instanceof HTMLIFrameElement) || !root?.contains(frame)) return;
      if (Date.now() - tabbedAt < 500) return;
      root.focus({ preventScroll: true });
    }, 0);
  };
  document.addEventListener("keydown", onKey, true);
  window.addEventListener("blur", onBlur);
  return () => {
    document.removeEventListener("keydown", onKey, true);
    window.removeEventListener("blur", onBlur);
  };
}
