import type { PuckApi } from "@puckeditor/core";

/**
 * Selects a block in Puck by its id (wherever it is nested), opens the inspector and scrolls the
 * canvas to it. False when the block is not on the page (any more). The scroll waits two frames:
 * on a large page the canvas draws only the blocks in view, and draws the selected one once
 * selected.
 */
export function selectBlock(puck: PuckApi, id: string): boolean {
  const selector = puck.getSelectorForId(id);
  if (!selector) return false;
  puck.dispatch({ type: "setUi", ui: { itemSelector: selector, rightSideBarVisible: true } });
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const frame = document.querySelector<HTMLIFrameElement>("#preview-frame");
      const element = frame?.contentDocument?.querySelector(`[data-puck-component="${CSS.escape(id)}"]`);
      element?.scrollIntoView({ block: "center", behavior: "smooth" });
    }),
  );
  return true;
}
