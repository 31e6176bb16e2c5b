import { useEffect, useRef, useState } from "react";
import type { Image, Video } from "../../../generated/contracts/block-types.ts";
import { HERO_SIZES, imageUrl } from "../../../model/media/image-sizes.ts";
import { ConsentGate } from "../consent-gate.tsx";
import { Icon } from "../icon.tsx";
import { ResponsiveImage } from "../responsive-image.tsx";
import { CLICK_IS_CONSENT, type EmbedConsent } from "./embed-consent.ts";
import { MOBILE_VIDEO_QUERY, videoKind, videoMimeType, youTubeEmbedUrl } from "./video-sources.ts";

/*
 * Import this file by its path (renderer/primitives/video/video.tsx), never through the primitives
 * index: every island imports that index, and the player would then ride along in every island chunk.
 */

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

export interface VideoPlayerProps {
  video: Video | undefined;
  className?: string;
  /** A background video starts by itself when shown (never for visitors who prefer reduced motion). */
  autoplay?: boolean;
  /** Colour of the play and pause controls over the video. */
  uiTheme?: "light" | "dark";
  /** The `sizes` attribute of the poster image. */
  layoutSizes?: string;
  /** Names the video when the field has no title of its own. */
  fallbackTitle?: string;
  consent?: EmbedConsent;
}

/** The poster as one URL (the `poster` attribute takes no srcset): the 1024-wide 16:9 variant. */
function posterUrl(poster: Image | undefined): string | undefined {
  return poster ? imageUrl(poster.id, { width: 1024, height: 576 }) : undefined;
}

/**
 * One video of the shared video field: a YouTube click-to-load facade, a streamed file with controls,
 * poster and captions, or a muted background loop. Nothing plays or loads before it is asked to:
 * files use preload="none", and YouTube's player is not in the page until the visitor clicks play.
 */
export function VideoPlayer({
  video,
  className,
  autoplay = true,
  uiTheme = "light",
  layoutSizes = "100vw",
  fallbackTitle = "Video",
  consent = CLICK_IS_CONSENT,
}: VideoPlayerProps) {
  const kind = videoKind(video);
  if (!video || kind === "none") return null;
  const title = video.title.trim() || fallbackTitle;
  const classes = ["fc-video", `fc-video--${kind}`, `fc-video--ui-${uiTheme}`, className].filter(Boolean).join(" ");
  // YouTube sets marketing cookies once it plays: where consent is configured and marketing is not
  // granted, the consent gate's placeholder stands in for the facade (cookie consent).
  if (kind === "youtube")
    return (
      <ConsentGate scope="marketing">
        <YouTubeFacade
          id={video.yt.trim()}
          title={title}
          poster={video.poster}
          className={classes}
          layoutSizes={layoutSizes}
          consent={consent}
        />
      </ConsentGate>
    );
  if (kind === "background") return <BackgroundVideo video={video} className={classes} autoplay={autoplay} />;
  return <FileVideo video={video} title={title} className={classes} />;
}

function Sources({ video }: { video: Video }) {
  const mobile = video.native_video_mobile.trim();
  const desktop = video.native_video.trim();
  return (
    <>
      {mobile ? <source src={mobile} media={MOBILE_VIDEO_QUERY} type={videoMimeType(mobile)} /> : null}
      <source src={desktop} type={videoMimeType(desktop)} />
    </>
  );
}

function YouTubeFacade({
  id,
  title,
  poster,
  className,
  layoutSizes,
  consent,
}: {
  id: string;
  title: string;
  poster: Image | undefined;
  className: string;
  layoutSizes: string;
  consent: EmbedConsent;
}) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement | null>(null);
  // The visitor asked for the player: keyboard focus follows into it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  const play = () => {
    if (consent.allows("youtube")) setPlaying(true);
    else consent.request("youtube");
  };
  return (
    <div className={className}>
      {playing ? (
        <iframe
          ref={frame}
          className="fc-video__frame"
          src={youTubeEmbedUrl(id)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          // Again once the player has loaded, if focus fell back to the page meanwhile (a loaded
          // machine once lost it while the frame navigated); never taken from something else.
          onLoad={(event) => {
            if (document.activeElement === document.body) event.currentTarget.focus();
          }}
        />
      ) : (
        <>
          {poster ? (
            <ResponsiveImage image={poster} sizes={HERO_SIZES} layoutSizes={layoutSizes} className="fc-video__poster" />
          ) : null}
          <button type="button" className="fc-video__play" onClick={play} aria-label={`Play video: ${title}`}>
            <Icon name="play" size={36} />
          </button>
        </>
      )}
    </div>
  );
}

function FileVideo({ video, title, className }: { video: Video; title: string; className: string }) {
  const captions = video.captions.trim();
  return (
    <div className={className}>
      <video
        className="fc-video__media"
        controls
        preload="none"
        playsInline
        poster={posterUrl(video.poster)}
        aria-label={title}
      >
        <Sources video={video} />
        {captions ? (
          <track
            kind="captions"
            src={captions}
            srcLang={video.captions_language}
            label={`Captions (${video.captions_language})`}
            default
          />
        ) : null}
      </video>
    </div>
  );
}

function BackgroundVideo({ video, className, autoplay }: { video: Video; className: string; autoplay: boolean }) {
  const element = useRef<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(false);

  // Started after hydration, muted, and only for visitors who do not prefer reduced motion; paused if
  // that preference turns on while it plays.
  useEffect(() => {
    const media = element.current;
    if (!media) return;
    media.muted = true;
    const query = typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
    if (autoplay && !query?.matches) media.play()?.catch(() => undefined);
    const onChange = () => {
      if (query?.matches) media.pause();
    };
    query?.addEventListener("change", onChange);
    return () => query?.removeEventListener("change", onChange);
  }, [autoplay]);

  const toggle = () => {
    const media = element.current;
    if (!media) return;
    if (media.paused) {
      media.muted = true;
      media.play()?.catch(() => undefined);
    } else media.pause();
  };

  return (
    <div className={className}>
      <video
        ref={element}
        className="fc-video__media"
        muted
        loop
        playsInline
        preload="none"
        poster={posterUrl(video.poster)}
        aria-hidden="true"
        tabIndex={-1}
        disablePictureInPicture
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <Sources video={video} />
      </video>
      <button type="button" className="fc-video__toggle" onClick={toggle}>
        <Icon name={playing ? "pause" : "play"} size={20} />
        <span className="visually-hidden">{playing ? "Pause background video" : "Play background video"}</span>
      </button>
    </div>
  );
}
