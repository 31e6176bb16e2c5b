// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Video } from "../../../generated/contracts/block-types.ts";
import { renderToString } from "react-dom/server";
import { RenderEnvironmentContext, createRenderEnvironment } from "../../page/render-environment.ts";
import { ConsentGateContext } from "../consent-gate.tsx";
import { VideoPlayer } from "./video.tsx";
import { videoKind, videoMimeType } from "./video-sources.ts";

function video(overrides: Partial<Video> = {}): Video {
  return {
    yt: "",
    native_video: "",
    native_video_mobile: "",
    native_video_background: false,
    title: "Launch film",
    captions: "",
    captions_language: "en",
    ...overrides,
  };
}

/** Every URL the rendered markup names that is not on this site (what the browser would fetch from elsewhere). */
function thirdPartyUrls(container: HTMLElement): string[] {
  return [...container.querySelectorAll("[src], [srcset], [poster], [href]")]
    .flatMap((element) =>
      ["src", "srcset", "poster", "href"].map((name) => element.getAttribute(name) ?? "").filter(Boolean),
    )
    .filter((url) => /^(https?:)?\/\//.test(url));
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: reduce && query.includes("reduce"),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the YouTube facade", () => {
  it("names nothing outside the site until play is clicked, then loads the privacy-enhanced player and focuses it", () => {
    const { container } = render(
      <VideoPlayer video={video({ yt: "M7lc1UVf-VE", poster: { id: "demo-hero-1", alt: "" } })} />,
    );
    expect(container.querySelector("iframe")).toBeNull();
    expect(thirdPartyUrls(container)).toEqual([]);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/media/images/demo-hero-1/1600x900.jpg");

    fireEvent.click(screen.getByRole("button", { name: "Play video: Launch film" }));
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0&playsinline=1",
    );
    expect(frame?.getAttribute("title")).toBe("Launch film");
    expect(document.activeElement).toBe(frame);
  });

  it("asks the consent seam first, and loads nothing when it says no", () => {
    const request = vi.fn();
    const { container } = render(
      <VideoPlayer video={video({ yt: "M7lc1UVf-VE" })} consent={{ allows: () => false, request }} />,
    );
    fireEvent.click(screen.getByRole("button", { name: /Play video/ }));
    expect(request).toHaveBeenCalledWith("youtube");
    expect(container.querySelector("iframe")).toBeNull();
  });
});

describe("a video file", () => {
  it("streams nothing before play (preload none), with its poster, mobile source and captions", () => {
    const { container } = render(
      <VideoPlayer
        video={video({
          native_video: "/media/videos/drive.webm",
          native_video_mobile: "/media/videos/drive-mobile.mp4",
          poster: { id: "demo-exterior-1" },
          captions: "/media/videos/drive.en.vtt",
        })}
      />,
    );
    const element = container.querySelector("video")!;
    expect(element.getAttribute("preload")).toBe("none");
    expect(element.hasAttribute("controls")).toBe(true);
    expect(element.getAttribute("poster")).toBe("/media/images/demo-exterior-1/1024x576.jpg");
    expect(
      [...element.querySelectorAll("source")].map((source) => [
        source.getAttribute("src"),
        source.getAttribute("media"),
      ]),
    ).toEqual([
      ["/media/videos/drive-mobile.mp4", "(max-width: 767px)"],
      ["/media/videos/drive.webm", null],
    ]);
    const track = element.querySelector("track")!;
    expect([track.getAttribute("kind"), track.getAttribute("src"), track.getAttribute("srclang")]).toEqual([
      "captions",
      "/media/videos/drive.en.vtt",
      "en",
    ]);
  });
});

describe("a background video", () => {
  const background = video({ native_video: "/media/videos/loop.webm", native_video_background: true });

  it("starts muted for visitors who do not mind motion", () => {
    stubReducedMotion(false);
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const { container } = render(<VideoPlayer video={background} />);
    expect(play).toHaveBeenCalledTimes(1);
    expect(container.querySelector("video")?.muted).toBe(true);
    expect(container.querySelector("video")?.hasAttribute("controls")).toBe(false);
  });

  it("stays still for visitors who prefer reduced motion, and when autoplay is off; its button starts it", () => {
    stubReducedMotion(true);
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    render(<VideoPlayer video={background} />);
    cleanup();
    stubReducedMotion(false);
    render(<VideoPlayer video={background} autoplay={false} />);
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Play background video" }));
    expect(play).toHaveBeenCalledTimes(1);
  });
});

describe("video sources", () => {
  it("prefers YouTube over a file, and plays nothing without either", () => {
    expect(videoKind(video({ yt: "M7lc1UVf-VE", native_video: "/a.webm" }))).toBe("youtube");
    expect(videoKind(video({ native_video: "/a.webm", native_video_background: true }))).toBe("background");
    expect(videoKind(video({ native_video_background: true }))).toBe("none");
    expect(videoKind(undefined)).toBe("none");
  });

  it("announces the file's type from its extension", () => {
    expect(videoMimeType("/a/b.WEBM?v=2")).toBe("video/webm");
    expect(videoMimeType("https://cdn.example.com/x.mp4")).toBe("video/mp4");
    expect(videoMimeType("/stream")).toBeUndefined();
  });

  it("where cookie consent is configured, a YouTube video waits behind the marketing placeholder", () => {
    const html = renderToString(
      <RenderEnvironmentContext.Provider value={createRenderEnvironment("server")}>
        <ConsentGateContext.Provider value={{ placeholderText: "Allow marketing cookies to watch." }}>
          <VideoPlayer video={video({ yt: "M7lc1UVf-VE" })} />
        </ConsentGateContext.Provider>
      </RenderEnvironmentContext.Provider>,
    );
    expect(html).toContain('data-consent-gate="marketing"');
    expect(html).toContain("Allow marketing cookies to watch.");
    // The facade's play button is inert inside the gate's template until marketing is granted.
    expect(html).toMatch(/<template>.*aria-label="Play video: Launch film"/s);
  });
});
