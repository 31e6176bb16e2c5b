import { ShellIsland } from "../../islands/shell-island.tsx";
import { useRenderEnvironment } from "../../page/render-environment.ts";
import { hasVideoLinks } from "../../primitives/video-links.ts";
import { VideoModal } from "./video-modal.tsx";

/** Put once at the end of the site shell: the island exists only on pages whose render drew a video link. */
export function VideoModalIsland() {
  const environment = useRenderEnvironment();
  if (environment.mode !== "server" || !hasVideoLinks(environment)) return null;
  return <ShellIsland name="video-modal" id="video-modal" component={VideoModal} props={{}} hydrate="idle" />;
}
