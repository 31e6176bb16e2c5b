import type { SlotComponent, SlotRenderProps } from "../../generated/contracts/block-types.ts";
import { createElement } from "react";
import { slotElement } from "../../renderer/page/slots.tsx";

type PuckSlot = (props?: SlotRenderProps) => unknown;

const wrapped = new WeakMap<PuckSlot, SlotComponent>();

/**
 * Puck's slot (a drop zone) dressed as the site's slot: the same element and `fc-slot` class, so the
 * block's CSS applies in the canvas. Blocks render a slot as a component (`<Content />`); the wrapper
 * is cached per Puck slot so its identity only changes when Puck's does, or React would remount the
 * drop zone and every nested block on each render.
 */
export function editorSlot(puckSlot: PuckSlot): SlotComponent {
  let slot = wrapped.get(puckSlot);
  if (!slot) {
    slot = (props) => {
      const { Tag, className } = slotElement(props);
      return puckSlot({ ...props, as: Tag, className }) as ReturnType<SlotComponent>;
    };
    wrapped.set(puckSlot, slot);
  }
  return slot;
}

/** A slot with no drop zone behind it yet: its element, empty, so the block's layout holds. */
export const emptySlot: SlotComponent = (props) => {
  const { Tag, className } = slotElement(props);
  return createElement(Tag, { className, style: props?.style });
};
