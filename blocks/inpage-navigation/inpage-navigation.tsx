import { useEffect, useRef, useState, type MouseEvent } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { Icon, blockClassNames, scrollToHash, stickyOffset } from "../../renderer/primitives/index.ts";
import { useUiText } from "../../renderer/primitives/ui-text.tsx";

/** The anchor of the block with a given Block Scroll ID (the renderer frames it as id="rdx-<id>"). */
function anchorFor(blockId: string): string {
  return `#rdx-${blockId}`;
}

/** A plain left click, which this block may take over; others (new tab, new window) keep the browser's behaviour. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Inpage navigation: a bar that sticks below the site header (it marks itself with
 * `data-scroll-offset`, so scrolling to an anchor clears it too) with links to blocks of this page
 * by Block Scroll ID. The links are real anchors, so they work without JavaScript; once hydrated a
 * click smooth-scrolls with the sticky offset (scroll behaviour), the URL hash is replaced
 * rather than pushed, and the link of the section in view is marked aria-current.
 */
export default function InpageNavigation({ items, goTopShort, box_color }: BlockProps<"inpage-navigation">) {
  const t = useUiText();
  const links = items.filter((item) => item.blockId.trim() !== "");
  const [active, setActive] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const targetsKey = links.map((link) => link.blockId).join(" ");

  // Highlight the link of the first section (in the bar's order) that crosses the upper part of the
  // viewport below the sticky bars.
  useEffect(() => {
    if (targetsKey === "" || typeof IntersectionObserver !== "function") return;
    const ids = targetsKey.split(" ");
    const targets = new Map<Element, string>();
    for (const id of ids) {
      const element = document.getElementById(`rdx-${id}`);
      if (element) targets.set(element, id);
    }
    if (targets.size === 0) return;
    const inView = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = targets.get(entry.target);
          if (id === undefined) continue;
          if (entry.isIntersecting) inView.add(id);
          else inView.delete(id);
        }
        setActive(ids.find((id) => inView.has(id)) ?? null);
      },
      { rootMargin: `-${Math.round(stickyOffset())}px 0px -55% 0px`, threshold: 0 },
    );
    for (const element of targets.keys()) observer.observe(element);
    return () => observer.disconnect();
  }, [targetsKey]);

  // On small screens the bar scrolls sideways: keep the highlighted link in its view (the bar only,
  // never the page, which may be in the middle of a smooth scroll).
  useEffect(() => {
    const list = listRef.current;
    if (!list || active === null) return;
    const link = list.querySelector<HTMLElement>(`[data-target="${CSS.escape(active)}"]`);
    if (!link) return;
    const listBox = list.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    const delta =
      linkBox.left < listBox.left
        ? linkBox.left - listBox.left
        : linkBox.right > listBox.right
          ? linkBox.right - listBox.right
          : 0;
    if (delta !== 0 && typeof list.scrollBy === "function") list.scrollBy({ left: delta, behavior: "smooth" });
  }, [active]);

  if (links.length === 0) return null;

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, blockId: string) => {
    if (!isPlainClick(event)) return;
    const hash = anchorFor(blockId);
    // Without a target on the page the browser's own anchor handling stays in charge.
    if (!scrollToHash(hash)) return;
    // preventDefault also tells the page's scroll manager this click is handled.
    event.preventDefault();
    history.replaceState(history.state, "", hash);
  };

  const onTopClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: "smooth" });
    history.replaceState(history.state, "", window.location.pathname + window.location.search);
  };

  return (
    <nav
      className={blockClassNames("inpage-navigation", { box_color })}
      aria-label={t("inpage_navigation.label")}
      data-scroll-offset
    >
      <div className="inpage-navigation__inner">
        <ul className="inpage-navigation__list" ref={listRef}>
          {links.map((link, index) => (
            <li key={`${link.blockId}-${index}`} className="inpage-navigation__item">
              <a
                className="inpage-navigation__link"
                href={anchorFor(link.blockId)}
                data-target={link.blockId}
                aria-current={active === link.blockId ? "true" : undefined}
                onClick={(event) => onLinkClick(event, link.blockId)}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <a className="inpage-navigation__top" href="#" onClick={onTopClick}>
          <Icon name="arrow-up" size={16} />
          <span>{goTopShort}</span>
        </a>
      </div>
    </nav>
  );
}
