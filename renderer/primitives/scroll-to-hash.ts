/**
 * Scroll behaviour: with a URL hash, smooth-scroll to the matching element. Block anchors
 * carry the `rdx-` prefix (`#offers` finds `#rdx-offers`) and `#component-N` targets the Nth block.
 * The offset is the height of everything sticky at the top (header, in-page navigation,
 * breadcrumbs), each of which marks itself with `data-scroll-offset`. Elements a block wants reachable
 * by name (a tab) carry `data-anchor`.
 */
function targetForHash(hash: string, root: ParentNode = document): HTMLElement | null {
  const name = decodeURIComponent(hash.replace(/^#/, ""));
  if (name === "") return null;
  const ordinal = /^component-(\d+)$/.exec(name);
  if (ordinal) return root.querySelector<HTMLElement>(`[data-component-index="${ordinal[1]}"]`);
  const escaped = CSS.escape(name);
  // Block anchors first, then anything a block names as reachable (a tab, say), then a plain id.
  return (
    root.querySelector<HTMLElement>(`#rdx-${escaped}`) ??
    root.querySelector<HTMLElement>(`[data-anchor="${escaped}"]`) ??
    root.querySelector<HTMLElement>(`#${escaped}`)
  );
}

export function stickyOffset(root: ParentNode = document): number {
  let offset = 0;
  for (const element of root.querySelectorAll<HTMLElement>("[data-scroll-offset]")) {
    const style = getComputedStyle(element);
    if (style.position === "sticky" || style.position === "fixed") offset += element.getBoundingClientRect().height;
  }
  return offset;
}

export function scrollToHash(hash: string, behavior: ScrollBehavior = "smooth"): boolean {
  const target = targetForHash(hash);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - stickyOffset();
  window.scrollTo({ top, behavior });
  return true;
}

export function startScrollManager(): void {
  if (location.hash) scrollToHash(location.hash, "auto");
  window.addEventListener("hashchange", () => scrollToHash(location.hash));
  document.addEventListener("click", (event) => {
    // A block that handled the click itself (in-page navigation) has said so.
    if (event.defaultPrevented) return;
    const link = (event.target as Element | null)?.closest?.("a[href^='#']");
    if (!link) return;
    const hash = link.getAttribute("href") ?? "";
    if (scrollToHash(hash)) {
      event.preventDefault();
      history.replaceState(history.state, "", hash);
    }
  });
}
