// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { LinkOrButton } from "../../../generated/contracts/block-types.ts";
import { RenderEnvironmentContext, createRenderEnvironment } from "../../page/render-environment.ts";
import { LinkButton } from "../../primitives/link-button.tsx";
import { videoForLink } from "../../primitives/video/video-sources.ts";
import { VideoModalIsland } from "./video-modal-island.tsx";
import { VideoModal } from "./video-modal.tsx";

afterEach(cleanup);

const link = (url: string): LinkOrButton => ({
  url,
  type: "external",
  target: "_self",
  link_text: "Watch the film",
  icon: "",
  ui_type: "primary",
  size: "medium",
  rdx_forms_form_id: "",
  hidden_fields: [],
  form_layout: "single",
});

function serverPage(item: LinkOrButton) {
  const environment = createRenderEnvironment("server");
  const html = renderToString(
    <RenderEnvironmentContext.Provider value={environment}>
      <LinkButton item={item} />
      <VideoModalIsland />
    </RenderEnvironmentContext.Provider>,
  );
  return { html, environment };
}

describe("videoForLink", () => {
  it("reads YouTube addresses in their usual forms", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
    ])
      expect(videoForLink(url)?.yt, url).toBe("dQw4w9WgXcQ");
  });

  it("reads video files on this site or over https, and nothing else", () => {
    expect(videoForLink("/media/videos/drive.webm")?.native_video).toBe("/media/videos/drive.webm");
    expect(videoForLink("https://cdn.example.com/film.mp4?x=1")?.native_video).toBe(
      "https://cdn.example.com/film.mp4?x=1",
    );
    for (const url of [
      "http://cdn.example.com/film.mp4",
      "//cdn.example.com/film.mp4",
      "/contact-us",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/channel/abc",
      "javascript:alert(1)//.mp4",
      "#",
    ])
      expect(videoForLink(url), url).toBeNull();
  });
});

describe("links to a video", () => {
  it("are marked and bring the video modal's island and the player's stylesheet, other pages neither", () => {
    const withVideo = serverPage(link("https://youtu.be/dQw4w9WgXcQ"));
    expect(withVideo.html).toContain("data-video-modal");
    expect(withVideo.html).toContain('data-island="shell:video-modal"');
    expect([...withVideo.environment.stylesheets]).toEqual([
      "blocks/video/video.css",
      "renderer/site/styles/overlays.css",
    ]);
    const without = serverPage(link("https://www.example.com/"));
    expect(without.html).not.toContain("data-video-modal");
    expect(without.html).not.toContain("data-island");
    expect(without.environment.stylesheets.size).toBe(0);
  });

  it("open the modal with a YouTube facade that loads nothing before play, and closing removes the player", async () => {
    render(
      <>
        <a href="https://youtu.be/dQw4w9WgXcQ" data-video-modal="">
          Watch the film
        </a>
        <VideoModal />
      </>,
    );
    fireEvent.click(screen.getByText("Watch the film"));
    const dialog = await screen.findByRole("dialog", { name: "Watch the film" });
    expect(dialog.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Play video: Watch the film" }));
    expect(dialog.querySelector("iframe")?.getAttribute("src")).toContain("youtube-nocookie.com/embed/dQw4w9WgXcQ");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Close" }));
    });
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("open a file with controls and no preload", async () => {
    render(
      <>
        <a href="/media/videos/drive.webm" data-video-modal="">
          Drive
        </a>
        <VideoModal />
      </>,
    );
    fireEvent.click(screen.getByText("Drive"));
    const dialog = await screen.findByRole("dialog", { name: "Drive" });
    const video = dialog.querySelector("video");
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(video?.getAttribute("preload")).toBe("none");
    expect(video?.hasAttribute("autoplay")).toBe(false);
  });
});
