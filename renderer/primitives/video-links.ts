import { useRenderEnvironment, type RenderEnvironment } from "../page/render-environment.ts";

/** The video player's stylesheet (the Video block's, built on its own). */
const VIDEO_STYLESHEET = "blocks/video/video.css";
/** The video modal's box (renderer/site/shell/popup-search-island.tsx names the same file). */
const OVERLAYS_STYLESHEET = "renderer/site/styles/overlays.css";

/** The attribute that marks a link for the video modal (renderer/site/shell/video-modal.tsx). */
export const VIDEO_MODAL_ATTRIBUTE = "data-video-modal";

/**
 * Records that the page being rendered on the server has a link marked for the video modal, so the
 * shell adds the video modal island; pages without one ship no script for it.
 */
export function useVideoLinkRecord(isVideoLink: boolean): void {
  const environment = useRenderEnvironment();
  if (isVideoLink && environment.mode === "server") {
    environment.drawn.add("video-link");
    environment.stylesheets.add(VIDEO_STYLESHEET);
    environment.stylesheets.add(OVERLAYS_STYLESHEET);
  }
}

export function hasVideoLinks(environment: RenderEnvironment): boolean {
  return environment.drawn.has("video-link");
}
