import { useContext, type ComponentType, type ReactNode } from "react";
import { blockMeta, isBlockKey } from "../../generated/contracts/block-meta.ts";
import { blockStylesheets } from "../../generated/registry/block-style-files.ts";
import type { BlockNode, SlotComponent } from "../../generated/contracts/block-types.ts";
import { IslandMarker } from "../islands/island-marker.tsx";
import { BlockBoundary } from "./block-boundary.tsx";
import { BlockContext, imageLoadingFor } from "./block-context.ts";
import { useRenderEnvironment, useStylesheets } from "./render-environment.ts";
import { slotElement, withSlotComponents } from "./slots.tsx";
import { ShellIsland } from "../islands/shell-island.tsx";
import { ExternalStockProbe } from "./external-stock-probe.tsx";
import { PageVisibilityContext, blockVisibility } from "./visibility.ts";
import { MemoizedBlocksContext, replayMemoizedBlock } from "./memoized-blocks.ts";

/** Block key -> component. The generated registry satisfies it; tests may pass their own. */
export type ComponentRegistry = Readonly<Record<string, ComponentType<never>>>;

interface BlockListProps {
  nodes: readonly unknown[];
  registry: ComponentRegistry;
  /** Index of the enclosing top-level block, or null for the page's top level. */
  topIndex: number | null;
}

/** Draws a list of block nodes: the page's content or one slot. */
export function BlockList({ nodes, registry, topIndex }: BlockListProps) {
  return nodes.map((node, position) => {
    const block = node as BlockNode;
    return (
      <BlockView
        key={block.props.id}
        node={block}
        registry={registry}
        index={topIndex ?? position}
        topLevel={topIndex === null}
      />
    );
  });
}

interface BlockViewProps {
  node: BlockNode;
  registry: ComponentRegistry;
  index: number;
  topLevel: boolean;
}

/** One block: its frame (anchor, type marker), failure containment, context, slots and, for interactive blocks on the server, its island. */
export function BlockView({ node, registry, index, topLevel }: BlockViewProps) {
  const environment = useRenderEnvironment();
  const visibility = useContext(PageVisibilityContext);
  const memoizedBlocks = useContext(MemoizedBlocksContext);
  const props = node.props as Record<string, unknown>;
  // On the site the server decides the block's rule and schedule (decisions 100, 101); the editor shows every block.
  const decided = visibility ? blockVisibility(props, visibility) : null;
  if (decided?.boundary != null) environment.expiresAt = Math.min(environment.expiresAt ?? Infinity, decided.boundary);
  const hidden = decided !== null && !decided.show;
  const rule = decided?.browserRule;
  // A top-level block's HTML made earlier for the same props and context (decision 194); its
  // visibility is still decided above, per request, and a block the browser decides is never memoized.
  const memoized = topLevel && !rule ? memoizedBlocks?.get(props) : undefined;
  const fromMemo = memoized !== undefined && memoized.index === index ? memoized : undefined;
  // The block's own stylesheet and those of the shared UI it may show later (a modal's form, a step's).
  useStylesheets(hidden ? [] : (fromMemo?.stylesheets ?? blockStylesheets[node.type] ?? []));
  if (hidden) return null;
  if (fromMemo)
    return (
      <BlockFrameElement
        node={node}
        index={index}
        topLevel={topLevel}
        html={replayMemoizedBlock(fromMemo, environment)}
      />
    );
  const Component = registry[node.type] as ComponentType<Record<string, unknown>> | undefined;
  if (!Component || !isBlockKey(node.type)) return null;
  const meta = blockMeta[node.type];
  const renderProps = withSlotComponents(props, meta.slotPaths, (nodes) => serverSlot(nodes, registry, index));
  let body = <Component {...renderProps} />;
  if (meta.interactive && environment.mode === "server") {
    body = (
      <IslandMarker
        type={node.type}
        blockId={node.props.id}
        index={index}
        props={props}
        slotPaths={meta.slotPaths}
        hydrate={meta.hydrate}
      >
        {body}
      </IslandMarker>
    );
  }
  return (
    <BlockFrame node={node} index={index} topLevel={topLevel}>
      {body}
      {rule ? (
        <ShellIsland
          name="external-stock-probe"
          id={`dc-${node.props.id}`}
          component={ExternalStockProbe}
          props={{ url: visibility?.externalStockUrl ?? null, value: rule.value, fallback: rule.fallback === true }}
          hydrate="load"
        />
      ) : null}
    </BlockFrame>
  );
}

interface BlockFrameProps {
  node: BlockNode;
  index: number;
  topLevel: boolean;
  children: ReactNode;
}

/**
 * The element around every block, identical on the site and in the editor canvas: the `rdx-` anchor
 * of its Block Scroll ID, the text direction of a block with the shared `dir` field, its type, its 1-based position among top-level blocks, failure containment
 * and the block context.
 */
export function BlockFrame({ node, index, topLevel, children }: BlockFrameProps) {
  return (
    <BlockFrameElement node={node} index={index} topLevel={topLevel}>
      <BlockBoundary id={node.props.id} type={node.type}>
        <BlockContext.Provider
          value={{ id: node.props.id, type: node.type, index, imageLoading: imageLoadingFor(index) }}
        >
          {children}
        </BlockContext.Provider>
      </BlockBoundary>
    </BlockFrameElement>
  );
}

/** The frame's element alone: around the block's React children, or around its memoized HTML. */
function BlockFrameElement({
  node,
  index,
  topLevel,
  children,
  html,
}: Omit<BlockFrameProps, "children"> & { children?: ReactNode; html?: string }) {
  const props = node.props as Record<string, unknown>;
  const scrollId =
    typeof props.block_scroll_id === "string" && props.block_scroll_id !== "" ? props.block_scroll_id : undefined;
  return (
    <div
      className={`fc-block fc-block--${node.type}`}
      id={scrollId ? `rdx-${scrollId}` : undefined}
      data-block={node.type}
      dir={props.dir === "rtl" || props.dir === "ltr" ? props.dir : undefined}
      data-component-index={topLevel ? index + 1 : undefined}
      dangerouslySetInnerHTML={html === undefined ? undefined : { __html: html }}
    >
      {children}
    </div>
  );
}

function serverSlot(nodes: unknown[], registry: ComponentRegistry, topIndex: number): SlotComponent {
  return function Slot(slotProps) {
    const { Tag, className } = slotElement(slotProps);
    return (
      <Tag className={className} style={slotProps?.style}>
        <BlockList nodes={nodes} registry={registry} topIndex={topIndex} />
      </Tag>
    );
  };
}
