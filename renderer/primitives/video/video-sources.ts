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

/** Screens narrower than this get the mobile file (the layout breakpoint md-screen). */
export const MOBILE_VIDEO_QUERY = "(max-width: 767px)";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIDEO_FILE = /\.(?:mp4|m4v|webm|ogv)(?:[?#].*)?$/i;

/**
 * The video a link points at, for the video modal: a YouTube address (watch?v=, youtu.be/, /embed/,
 * /shorts/, also on youtube-nocookie.com) or a WebM/MP4/Ogg file on this site or over https; null for
 * any other link.
 */
export function videoForLink(href: string, title = ""): Video | null {
  const empty: Video = {
    yt: "",
    native_video: "",
    native_video_mobile: "",
    native_video_background: false,
    title,
    captions: "",
    captions_language: "en",
  };
  const trimmed = href.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) {
    return VIDEO_FILE.test(trimmed) && !/[\s\\]/.test(trimmed) ? { ...empty, native_video: trimmed } : null;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(?:www|m)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1).split("/")[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else id = /^\/(?:embed|shorts|v)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  }
  if (id !== null) return YOUTUBE_ID.test(id) ? { ...empty, yt: id } : null;
  return url.protocol === "https:" && VIDEO_FILE.test(url.pathname) ? { ...empty, native_video: url.href } : null;
}
