import { createUsePuck } from "@puckeditor/core";
import { createContext, useContext, useMemo, type ComponentType, type ReactElement } from "react";
import type { BlockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockNode } from "../../generated/contracts/block-types.ts";
import { replaceOrAddAt } from "../../model/page-document/field-paths.ts";
import { BlockFrame } from "../../renderer/page/block-tree.tsx";
import { CanvasBlockBoundary } from "./canvas-block-boundary.tsx";
import { editorSlot, emptySlot } from "./editor-slot.ts";
import { topLevelIndex } from "./top-level-index.ts";

const usePuck = createUsePuck();

/** Position of a top-level block on the page; -1 if it is not top-level. */
export type UseTopLevelIndex = (id: string) => number;

/** Read from Puck's state: its content array, mapped once per change (see topLevelIndex). */
const usePuckTopLevelIndex: UseTopLevelIndex = (id) => usePuck((s) => topLevelIndex(s.appState.data.content, id));

/** Position of the top-level block a nested block sits in; null at the page's top level. */
const EnclosingIndex = createContext<number | null>(null);

/** What Puck passes to a component's render besides the block's own props. */
export interface PuckRenderProps {
  id: string;
  puck?: unknown;
  editMode?: boolean;
  [prop: string]: unknown;
}

/**
 * The canvas rendering of one block type: the block component inside the same BlockFrame the site
 * uses, with Puck's slots dressed as the site's, so the block's HTML in the canvas is the site's.
 * Puck re-renders a block only when its props change; the frame re-renders on its own when the
 * block's position changes, while the block's body (a memoised element) is left alone.
 */
export function canvasBlock(
  meta: BlockMeta,
  Component: ComponentType<never>,
  useTopLevelIndex: UseTopLevelIndex = usePuckTopLevelIndex,
): (props: PuckRenderProps) => ReactElement {
  const Block = Component as ComponentType<Record<string, unknown>>;
  function CanvasBlock(puckProps: PuckRenderProps) {
    const enclosing = useContext(EnclosingIndex);
    const ownIndex = useTopLevelIndex(puckProps.id);
    const index = enclosing ?? Math.max(ownIndex, 0);
    const { props, body } = useMemo(() => {
      const { puck: _puck, editMode: _editMode, ...own } = puckProps;
      let renderProps: Record<string, unknown> = own;
      for (const path of meta.slotPaths) {
        // A slot Puck has no list for (an item just added in the inspector) is drawn empty, not left
        // undefined for the block to render as a component.
        renderProps = replaceOrAddAt(renderProps, path, (value) =>
          typeof value === "function" ? editorSlot(value as Parameters<typeof editorSlot>[0]) : emptySlot,
        );
      }
      const body = (
        <CanvasBlockBoundary resetKey={puckProps} blockId={puckProps.id}>
          <Block {...renderProps} />
        </CanvasBlockBoundary>
      );
      return { props: own, body };
    }, [puckProps]);
    const node = { type: meta.key, props } as unknown as BlockNode;
    return (
      <BlockFrame node={node} index={index} topLevel={enclosing === null}>
        <EnclosingIndex.Provider value={index}>{body}</EnclosingIndex.Provider>
      </BlockFrame>
    );
  }
  CanvasBlock.displayName = `Canvas(${meta.key})`;
  return CanvasBlock;
}
