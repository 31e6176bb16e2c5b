import { useContext, type ReactNode } from "react";
import { BlockDataContext } from "../page/block-data.ts";
import { blockMeta, isBlockKey } from "../../generated/contracts/block-meta.ts";
import { useRenderEnvironment, type IslandHydration } from "../page/render-environment.ts";
import { FETCHED_DATA_KINDS, islandPayload, serializePayload, serializedPropsPayload } from "./island-payload.ts";
import { InsideIslandContext } from "../primitives/consent-gate.tsx";

interface IslandMarkerProps {
  type: string;
  blockId: string;
  index: number;
  props: Record<string, unknown>;
  slotPaths: readonly string[];
  hydrate: IslandHydration;
  children: ReactNode;
}

/**
 * Server side of an island: the block's HTML in a hydration root, followed by its props. The page
 * loads the islands runtime only when at least one of these was rendered.
 */
export function IslandMarker({ type, blockId, index, props, slotPaths, hydrate, children }: IslandMarkerProps) {
  const environment = useRenderEnvironment();
  const blockData = useContext(BlockDataContext);
  const kind = isBlockKey(type) ? blockMeta[type].data : null;
  // Only a block with a data kind has server data; not looking for the others' keeps a memoized
  // block's render from counting as a read of the request (decision 195).
  const data = kind === null ? undefined : blockData[blockId];
  const islandId = environment.nextIslandId();
  environment.islands.push({ id: islandId, type, hydrate });
  return (
    <>
      <div className="fc-island" data-island={type} data-island-id={islandId} data-hydrate={hydrate}>
        <InsideIslandContext.Provider value={true}>{children}</InsideIslandContext.Provider>
      </div>
      <script
        type="application/json"
        data-island-props={islandId}
        dangerouslySetInnerHTML={{
          __html:
            data === undefined
              ? serializedPropsPayload(type, blockId, index, props, slotPaths)
              : serializePayload(
                  islandPayload(
                    type,
                    blockId,
                    index,
                    props,
                    slotPaths,
                    data,
                    kind !== null && FETCHED_DATA_KINDS.has(kind),
                  ),
                ),
        }}
      />
    </>
  );
}
