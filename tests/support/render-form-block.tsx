import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { BlockContext } from "../../renderer/page/block-context.ts";
import { BlockDataContext } from "../../renderer/page/block-data.ts";
import {
  RenderEnvironmentContext,
  createRenderEnvironment,
  type RenderMode,
} from "../../renderer/page/render-environment.ts";
import type { FormDefinition } from "../../model/forms/index.ts";

export { testDriveForm } from "../../renderer/primitives/form/fixtures.ts";

/**
 * A form block as the site or the editor draws it: `data` is what the "form" resolver gave the block
 * (undefined: nothing resolved, as in the editor canvas).
 */
function tree<P extends object>(
  Component: ComponentType<P>,
  props: P,
  mode: RenderMode,
  data: FormDefinition | null | undefined,
) {
  return (
    <RenderEnvironmentContext.Provider value={createRenderEnvironment(mode)}>
      <BlockContext.Provider value={{ id: "block-1", type: "form", index: 0, imageLoading: "eager" }}>
        <BlockDataContext.Provider value={data === undefined ? {} : { "block-1": data }}>
          <Component {...props} />
        </BlockDataContext.Provider>
      </BlockContext.Provider>
    </RenderEnvironmentContext.Provider>
  );
}

export function serverHtml<P extends object>(
  Component: ComponentType<P>,
  props: P,
  data: FormDefinition | null,
): string {
  return renderToString(tree(Component, props, "server", data));
}

export function renderInBrowser<P extends object>(
  Component: ComponentType<P>,
  props: P,
  data: FormDefinition | null | undefined,
  mode: RenderMode = "island",
) {
  return render(tree(Component, props, mode, data));
}
