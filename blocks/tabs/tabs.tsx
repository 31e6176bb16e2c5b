import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { Heading, Icon, blockClassNames, useBlock, useTabs } from "../../renderer/primitives/index.ts";

/** Below this width a block with `has_modal` shows a list of buttons opening each tab in a modal (the md-screen breakpoint). */
const WIDE_QUERY = "(min-width: 768px)";

/**
 * Tabs (WAI-ARIA APG tabs pattern, automatic activation): a tab list and one panel per tab, each
 * holding nested blocks. Every panel is in the HTML; all but the current one carry `hidden`, so the
 * nested blocks render once and keep their server HTML inside the island. With `has_modal`, small
 * screens get a list of buttons instead, each opening its tab's content in a native modal <dialog>
 * (the panels' container), which is an ordinary container on wider screens.
 */
export default function Tabs({
  heading,
  header_tag,
  header_size,
  has_modal,
  tabs,
  box_color,
  padding,
}: BlockProps<"tabs">) {
  const block = useBlock();
  const base = block.id || "tabs";
  // Selection, keyboard, ids, and deep link: a tab whose Tab ID equals the URL hash starts selected (browser only, after hydration).
  const { current, select, getTabProps, getPanelProps } = useTabs({
    idBase: base,
    anchors: tabs.map((tab) => tab.tab_id),
  });
  const [modalOpen, setModalOpen] = useState(false);
  const openerRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const dialogRef = useRef<HTMLDialogElement | null>(null);

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

  const dialogId = `${base}-dialog`;
  const dialogTitleId = `${base}-dialog-title`;
  const headingId = `${base}-heading`;
  const hasHeading = heading.trim() !== "";

  const openModal = (index: number) => {
    select(index);
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
      <div key={index} {...getPanelProps(index, "tabs__panel")}>
        <Content className="tabs__content" />
      </div>
    );
  });

  return (
    <section
      className={blockClassNames("tabs", {
        box_color,
        padding,
        modifiers: [has_modal && "modal", modalOpen && "modal-open"],
      })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      <Heading text={heading} tag={header_tag} size={header_size} className="tabs__heading" id={headingId} />
      <div className="tabs__list fc-tablist" role="tablist" aria-labelledby={hasHeading ? headingId : undefined}>
        {tabs.map((tab, index) => (
          <button key={index} {...getTabProps(index, "tabs__tab fc-tab")}>
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
