import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { Heading, Icon, blockClassNames, useBlock } from "../../renderer/primitives/index.ts";

/** Below this width a block with `has_modal` shows a list of buttons opening each tab in a modal (seed 002 breakpoint md-screen). */
const WIDE_QUERY = "(min-width: 768px)";

/** The tab whose Tab ID equals the URL hash, or null. */
function tabForHash(tabs: readonly { tab_id: string }[], hash: string): number | null {
  let name: string;
  try {
    name = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return null;
  }
  if (name === "") return null;
  const index = tabs.findIndex((tab) => tab.tab_id !== "" && tab.tab_id === name);
  return index === -1 ? null : index;
}

/**
 * Tabs (WAI-ARIA APG tabs pattern, automatic activation): a tab list and one panel per tab, each
 * holding nested blocks. Every panel is in the HTML; all but the current one carry `hidden`, so the
 * nested blocks render once and keep their server HTML inside the island. With `has_modal`, small
 * screens get a list of buttons instead, each opening its tab's content in a native modal <dialog>
 * (the panels' container), which is an ordinary container on wider screens.
 */
export default function Tabs({ heading, header_tag, header_size, has_modal, tabs, box_color, padding }: BlockProps<"tabs">) {
  const block = useBlock();
  const base = block.id || "tabs";
  const [selected, setSelected] = useState(0);
  const [modalOpen, setModalOpen] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const openerRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const current = Math.min(selected, Math.max(0, tabs.length - 1));
  const tabIdsKey = tabs.map((tab) => tab.tab_id).join("\n");

  // Deep link: a tab whose Tab ID equals the URL hash starts selected (browser only, after hydration).
  useEffect(() => {
    const ids = tabIdsKey.split("\n").map((tab_id) => ({ tab_id }));
    const fromHash = () => {
      const index = tabForHash(ids, window.location.hash);
      if (index !== null) setSelected(index);
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [tabIdsKey]);

  const closeModal = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
    setModalOpen(false);
  }, []);

  // A modal is for small screens only: widening the window closes it.
  useEffect(() => {
    if (!has_modal || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (query.matches) closeModal();
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [has_modal, closeModal]);

  if (tabs.length === 0) return null;

  const tabId = (index: number) => `${base}-tab-${index}`;
  const panelId = (index: number) => `${base}-panel-${index}`;
  const dialogId = `${base}-dialog`;
  const dialogTitleId = `${base}-dialog-title`;
  const headingId = `${base}-heading`;
  const hasHeading = heading.trim() !== "";

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    let next: number | null = null;
    if (event.key === "ArrowRight") next = index === last ? 0 : index + 1;
    else if (event.key === "ArrowLeft") next = index === 0 ? last : index - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = last;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  const openModal = (index: number) => {
    setSelected(index);
    setModalOpen(true);
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  };

  // Fired whichever way the dialog closes (close button, Escape, widening the window): focus goes back to its opener.
  const onDialogClose = () => {
    setModalOpen(false);
    openerRefs.current[current]?.focus();
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    closeModal();
  };

  const panels = tabs.map((tab, index) => {
    const Content = tab.content;
    return (
      <div
        key={index}
        className="tabs__panel"
        role="tabpanel"
        id={panelId(index)}
        aria-labelledby={tabId(index)}
        tabIndex={0}
        hidden={index !== current}
      >
        <Content className="tabs__content" />
      </div>
    );
  });

  return (
    <section
      className={blockClassNames("tabs", { box_color, padding, modifiers: [has_modal && "modal", modalOpen && "modal-open"] })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      <Heading text={heading} tag={header_tag} size={header_size} className="tabs__heading" id={headingId} />
      <div className="tabs__list" role="tablist" aria-labelledby={hasHeading ? headingId : undefined}>
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            className="tabs__tab"
            id={tabId(index)}
            aria-selected={index === current}
            aria-controls={panelId(index)}
            tabIndex={index === current ? 0 : -1}
            data-anchor={tab.tab_id || undefined}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {tab.tab_label}
          </button>
        ))}
      </div>
      {has_modal ? (
        <>
          <ul className="tabs__openers">
            {tabs.map((tab, index) => (
              <li key={index}>
                <button
                  ref={(element) => {
                    openerRefs.current[index] = element;
                  }}
                  type="button"
                  className="tabs__opener"
                  aria-haspopup="dialog"
                  aria-controls={dialogId}
                  aria-expanded={modalOpen && index === current}
                  onClick={() => openModal(index)}
                >
                  <span>{tab.tab_label}</span>
                  <Icon name="chevron-right" />
                </button>
              </li>
            ))}
          </ul>
          <dialog
            ref={dialogRef}
            className="tabs__dialog"
            id={dialogId}
            aria-labelledby={dialogTitleId}
            onClose={onDialogClose}
            onKeyDown={onDialogKeyDown}
          >
            <div className="tabs__dialog-header">
              <p className="tabs__dialog-title" id={dialogTitleId}>
                {tabs[current]?.tab_label}
              </p>
              <button type="button" className="tabs__dialog-close" aria-label="Close" onClick={closeModal}>
                <Icon name="close" />
              </button>
            </div>
            <div className="tabs__panels">{panels}</div>
          </dialog>
        </>
      ) : (
        <div className="tabs__panels">{panels}</div>
      )}
    </section>
  );
}
