/** The media domain's public surface: uploaded images, their served sizes, the demo images. */
import { defineDomain } from "../foundation/domain.ts";
import { mediaRoutes } from "./media-routes.ts";
import path from "node:path";
import { MediaStore, libraryIds, mediaObjectStore } from "./media-store.ts";

export { ensureDemoImages, ensureDemoVideos } from "./demo-images.ts";

/** Which of some ids the configured media library holds (pages' image references are checked against it). */
export function mediaLibraryIds(
  config: Parameters<typeof mediaObjectStore>[0],
): (ids: string[]) => Promise<Set<string>> {
  return libraryIds(mediaObjectStore(config));
}

export const mediaDomain = defineDomain({
  name: "media",
  create: ({ config }) => ({
    media: new MediaStore(mediaObjectStore(config), path.join(config.dataDir, "media", "videos")),
  }),
  routes: ({ media }) => mediaRoutes(media),
});
