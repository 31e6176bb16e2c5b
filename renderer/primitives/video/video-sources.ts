import type { Video } from "../../../generated/contracts/block-types.ts";

/** How a video field plays: a YouTube facade, a file with controls, a muted background loop, or nothing. */
export type VideoKind = "youtube" | "file" | "background" | "none";

/** YouTube wins when both an id and a file are set (the field's description says so). */
export function videoKind(
  video: Pick<Video, "yt" | "native_video" | "native_video_background"> | undefined,
): VideoKind {
  if (!video) return "none";
  if (video.yt.trim() !== "") return "youtube";
  if (video.native_video.trim() === "") return "none";
  return video.native_video_background ? "background" : "file";
}

/**
 * The privacy-enhanced player (no cookies until the visitor plays), started at once: the visitor has
 * just asked for it by clicking the facade.
 */
export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0&playsinline=1`;
}

/** The MIME type a `<source>` announces, from the file's extension (the browser skips types it cannot play). */
export function videoMimeType(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  if (extension === "webm") return "video/webm";
  if (extension === "mp4" || extension === "m4v") return "video/mp4";
  if (extension === "ogv") return "video/ogg";
  return undefined;
}

/** Screens narrower than this get the mobile file (the layout breakpoint md-screen, seed 002 section 9). */
export const MOBILE_VIDEO_QUERY = "(max-width: 767px)";
