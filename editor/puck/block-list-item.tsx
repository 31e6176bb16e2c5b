import type { ReactNode } from "react";
import { blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockKey } from "../../generated/contracts/block-types.ts";
import { initialsOf, thumbnailUrl } from "./block-thumbnails.ts";

/**
 * One entry of Puck's block list (its `drawerItem` override): the block's thumbnail, or a neutral
 * tile with its initials, beside Puck's own label and drag handle. The picture is decoration (the
 * label names the block) and cannot be dragged by the browser, so Puck's pointer drag starts on it.
 */
export function BlockListItem({ name, children }: { name: string; children: ReactNode }) {
  const meta = (blockMeta as Partial<Record<string, (typeof blockMeta)[BlockKey]>>)[name];
  const src = meta ? thumbnailUrl(meta) : null;
  return (
    <div className="fc-block-list-item" title={meta?.short_description}>
      {src ? (
        <img className="fc-block-list-item__thumbnail" src={src} alt="" width={60} height={40} draggable={false} />
      ) : (
        <span className="fc-block-list-item__thumbnail fc-block-list-item__initials" aria-hidden="true">
          {initialsOf(meta?.name ?? name)}
        </span>
      )}
      <div className="fc-block-list-item__label">{children}</div>
    </div>
  );
}
