/** The media domain's public surface: uploaded images, their served sizes, the demo images. */
import { defineDomain } from "../foundation/domain.ts";
import { mediaRoutes } from "./media-routes.ts";
import path from "node:path";
import { MediaStore, mediaObjectStore } from "./media-store.ts";

export { ensureDemoImages, ensureDemoVideos } from "./demo-images.ts";

export const mediaDomain = defineDomain({
  name: "media",
  create: ({ config }) => ({
    media: new MediaStore(mediaObjectStore(config), path.join(config.dataDir, "media", "videos")),
  }),
  routes: ({ media }) => mediaRoutes(media),
});
