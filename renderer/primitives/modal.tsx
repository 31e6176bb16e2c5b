import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Icon } from "./icon.tsx";
import { useUiText } from "./ui-text.tsx";

/** The Custom modal fades in and out in 0.35 s. */
export const MODAL_FADE_MS = 350;

export type ModalCloseReason = "button" | "escape" | "backdrop";

/** The close event: a listener may prevent it, and the modal stays open. */
export interface ModalCloseEvent {
  reason: ModalCloseReason;
  preventDefault(): void;
}

export interface ModalProps {
  open: boolean;
  /** Called when the visitor closes the modal; the owner then sets `open` to false. */
  onClose?: (event: ModalCloseEvent) => void;
  /** Header text (the dialog's accessible name). Without it, give `label`. */
  header?: ReactNode;
  /** The accessible name when there is no header text. */
  label?: string;
  /** Body text, read as the dialog's description. */
  body?: ReactNode;
  children?: ReactNode;
  /** A non-closable modal has no close button, ignores Escape and backdrop clicks. Default true. */
  closable?: boolean;
  /** A click on the backdrop closes it (default true, only when closable). */
  closeOnBackdrop?: boolean;
  className?: string;
  closeLabel?: string;
}

let scrollLocks = 0;
function lockScroll(): () => void {
  scrollLocks += 1;
  document.documentElement.classList.add("fc-scroll-locked");
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.documentElement.classList.remove("fc-scroll-locked");
  };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest("[hidden], [inert]") && element.tabIndex >= 0,
  );
}

/**
 * The seed's Custom modal, on the native modal <dialog> (the rest of the page inert, top layer):
 * header, body and close button; Escape closes only when closable; a backdrop click closes by default;
 * a close event the owner may prevent; a 0.35 s fade (none when the visitor asks for reduced motion);
 * Tab kept inside; focus returned to what had it; the page does not scroll behind it.
 */
export function Modal({
  open,
  onClose,
  header,
  label,
  body,
  children,
  closable = true,
  closeOnBackdrop = true,
  className,
  closeLabel,
}: ModalProps) {
  const t = useUiText();
  const ref = useRef<HTMLDialogElement | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const id = useId();
  const headerId = `${id}-header`;
  const bodyId = `${id}-body`;
  // Shown while open, and for the fade after `open` turns false.
  const [shown, setShown] = useState(open);
  const [visible, setVisible] = useState(false);
  if (open && !shown) setShown(true);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !shown) return;
    if (open) {
      if (!dialog.open) {
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        if (typeof dialog.showModal === "function") dialog.showModal();
        else dialog.setAttribute("open", "");
        const first = dialog.querySelector<HTMLElement>("[autofocus]") ?? focusables(dialog)[0] ?? dialog;
        first.focus();
      }
      const frame = requestAnimationFrame(() => setVisible(true));
      return () => cancelAnimationFrame(frame);
    }
    setVisible(false);
    const timer = setTimeout(() => {
      if (dialog.open) dialog.close();
      setShown(false);
      returnFocus.current?.focus();
      returnFocus.current = null;
    }, MODAL_FADE_MS);
    return () => clearTimeout(timer);
  }, [open, shown]);

  useEffect(() => (shown ? lockScroll() : undefined), [shown]);

  const requestClose = useCallback(
    (reason: ModalCloseReason) => {
      let prevented = false;
      onClose?.({
        reason,
        preventDefault: () => {
          prevented = true;
        },
      });
      return !prevented;
    },
    [onClose],
  );

  if (!shown) return null;
  return (
    <dialog
      ref={ref}
      className={["fc-modal", visible ? "fc-modal--visible" : "", className].filter(Boolean).join(" ")}
      aria-modal="true"
      aria-labelledby={header ? headerId : undefined}
      aria-label={header ? undefined : label}
      aria-describedby={body ? bodyId : undefined}
      onCancel={(event) => {
        // Escape: handled in onKeyDown, so the fade runs and a non-closable modal stays.
        event.preventDefault();
      }}
      onClose={() => {
        // Chromium may close a modal on a repeated Escape despite the cancel being prevented.
        const dialog = ref.current;
        if (open && dialog && !dialog.open && typeof dialog.showModal === "function") dialog.showModal();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          if (closable && open) requestClose("escape");
          return;
        }
        if (event.key !== "Tab" || !ref.current) return;
        const items = focusables(ref.current);
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) {
          event.preventDefault();
          return;
        }
        if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself; its content fills the box.
        if (event.target === ref.current && closable && closeOnBackdrop && open) requestClose("backdrop");
      }}
    >
      <div className="fc-modal__box">
        {header || closable ? (
          <div className="fc-modal__header">
            {header ? (
              <h2 className="fc-modal__title" id={headerId}>
                {header}
              </h2>
            ) : null}
            {closable ? (
              <button
                type="button"
                className="fc-modal__close"
                aria-label={closeLabel ?? t("modal.close")}
                onClick={() => requestClose("button")}
              >
                <Icon name="close" />
              </button>
            ) : null}
          </div>
        ) : null}
        <div className="fc-modal__body">
          {body ? (
            <div className="fc-modal__text" id={bodyId}>
              {body}
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </dialog>
  );
}
