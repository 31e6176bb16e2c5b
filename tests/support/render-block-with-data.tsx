import { renderToString } from "react-dom/server";
import { blockComponents } from "../../generated/registry/block-components.ts";
import type { BlockKey } from "../../generated/contracts/block-types.ts";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import { validatePage } from "../../model/page-document/validate.ts";
import { BlockList, type ComponentRegistry } from "../../renderer/page/block-tree.tsx";
import { BlockDataContext } from "../../renderer/page/block-data.ts";
import { RenderEnvironmentContext, createRenderEnvironment } from "../../renderer/page/render-environment.ts";
import { pageOf, parseHtml, propsFor } from "./render-block.ts";

/** Server-renders one block as the public site does, with its resolved server data (what renderBlock cannot pass). */
export function renderBlockWithData(type: BlockKey, props: Record<string, unknown>, data: unknown) {
  const document = pageOf({ type, props: { id: "subject", ...propsFor(type, props) } });
  const validation = validatePage(document);
  if (!validation.valid) throw new Error(JSON.stringify(validation.issues));
  const environment = createRenderEnvironment("server", "/");
  const html = renderToString(
    <RenderEnvironmentContext.Provider value={environment}>
      <BlockDataContext.Provider value={{ subject: data }}>
        <BlockList
          nodes={normalizePage(document).content}
          registry={blockComponents as unknown as ComponentRegistry}
          topIndex={null}
        />
      </BlockDataContext.Provider>
    </RenderEnvironmentContext.Provider>,
  );
  return { html, dom: parseHtml(html), islands: environment.islands };
}
