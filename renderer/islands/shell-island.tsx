import type { ComponentType } from "react";
import { useRenderEnvironment, type IslandHydration } from "../page/render-environment.ts";
import { IslandMarker } from "./island-marker.tsx";
import { SHELL_PREFIX } from "./shell-prefix.ts";

interface ShellIslandProps<P extends Record<string, unknown>> {
  /** The name the widget is registered under in shell-islands.ts. */
  name: string;
  /** Unique on the page (several galleries could share a page). */
  id: string;
  component: ComponentType<P>;
  props: P;
  hydrate?: IslandHydration;
}

/**
 * A shell widget that hydrates in the browser: on the server it renders inside an island marker with
 * its props; in the editor or a browser render it is just the component. Its props must be JSON.
 */
export function ShellIsland<P extends Record<string, unknown>>({
  name,
  id,
  component: Component,
  props,
  hydrate = "visible",
}: ShellIslandProps<P>) {
  const environment = useRenderEnvironment();
  const body = <Component {...props} />;
  if (environment.mode !== "server") return body;
  return (
    <IslandMarker type={`${SHELL_PREFIX}${name}`} blockId={id} index={0} props={props} slotPaths={[]} hydrate={hydrate}>
      {body}
    </IslandMarker>
  );
}
