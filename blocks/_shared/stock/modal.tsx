import { useEffect, useRef, type ReactNode } from "react";
import { Icon } from "../../../renderer/primitives/index.ts";

interface ModalProps {
  id: string;
  open: boolean;
  title: string;
  /** A non-closable modal has no close button and ignores Escape; only what it asks for ends it. */
  closable: boolean;
  onClose?: () => void;
  children: ReactNode;
}

/**
 * A native modal <dialog> (focus kept inside, background inert, Escape handled by the browser). The
 * non-closable variant cancels Escape and, should the browser close it anyway (Chromium lets a second
 * Escape through without user activation), opens it again while it is meant to be open.
 */
export function Modal({ id, open, title, closable, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const titleId = `${id}-title`;
  return (
    <dialog
      ref={ref}
      id={id}
      className="sl-modal"
      aria-labelledby={open ? titleId : undefined}
      onCancel={(event) => {
        if (!closable) event.preventDefault();
      }}
      onClose={() => {
        if (closable) onClose?.();
        else if (open && ref.current && !ref.current.open) ref.current.showModal();
      }}
    >
      {open ? (
        <>
          <div className="sl-modal__header">
            <h2 className="sl-modal__title" id={titleId}>
              {title}
            </h2>
            {closable ? (
              <button type="button" className="sl-icon-button" aria-label="Close" onClick={onClose}>
                <Icon name="close" />
              </button>
            ) : null}
          </div>
          <div className="sl-modal__body">{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
