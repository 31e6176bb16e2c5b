import type { ElementType } from "react";
import type { SlotComponent, SlotRenderProps } from "../../generated/contracts/block-types.ts";
import { replaceAt } from "../../model/page-document/field-paths.ts";

/** The element and class every slot wrapper gets, identical on the server and in a hydrating island. */
export function slotElement(props: SlotRenderProps | undefined): { Tag: ElementType; className: string } {
  return { Tag: props?.as ?? "div", className: props?.className ? `fc-slot ${props.className}` : "fc-slot" };
}

/** Replaces every slot value in `props` with the component `makeSlot` builds for it. */
export function withSlotComponents(
  props: Record<string, unknown>,
  slotPaths: readonly string[],
  makeSlot: (nodes: unknown[]) => SlotComponent,
): Record<string, unknown> {
  let result = props;
  for (const path of slotPaths) {
    result = replaceAt(result, path, (value) => makeSlot(Array.isArray(value) ? value : []));
  }
  return result;
}

/**
 * A slot inside a hydrating island: React keeps the server's HTML for it untouched (an empty
 * `dangerouslySetInnerHTML` is never diffed against the DOM), so nested static blocks need no
 * JavaScript and nested islands hydrate on their own.
 */
export const StaticSlot: SlotComponent = (props) => {
  const { Tag, className } = slotElement(props);
  return (
    <Tag className={className} style={props?.style} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
  );
};
