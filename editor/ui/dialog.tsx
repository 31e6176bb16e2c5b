import { useEffect, useId, useRef, type FormEvent, type ReactNode } from "react";

export interface DialogProps {
  title: string;
  /** Called on Escape, on Cancel and on the close button; the parent unmounts the dialog. */
  onClose: () => void;
  /** When given, the dialog is a form: Enter submits, and the footer's submit button runs this. */
  onSubmit?: () => void;
  /** Buttons for the footer (the Cancel button is added). */
  actions?: ReactNode;
  /** While true, closing is refused (a write is under way). */
  busy?: boolean;
  /** The Cancel button's text ("Close" for dialogs that only inform). */
  cancelLabel?: string;
  size?: "small" | "medium" | "large";
  /** Bump after a failed submit: focus moves to the first invalid field. */
  failedSubmits?: number;
  children: ReactNode;
}

const FOCUSABLE =
  "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]";

/**
 * A modal dialog on the native <dialog> element: the browser traps focus and makes the rest of the
 * page inert. Focus moves to the first field (or `data-autofocus`) on open and back to whatever was
 * focused before on close.
 */
export function Dialog({
  title,
  onClose,
  onSubmit,
  actions,
  busy = false,
  cancelLabel = "Cancel",
  size = "medium",
  failedSubmits = 0,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const body = dialog.querySelector<HTMLElement>(".fc-dialog__body");
    (
      dialog.querySelector<HTMLElement>("[data-autofocus]") ??
      body?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog.querySelector<HTMLElement>(FOCUSABLE)
    )?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
      else document.querySelector<HTMLElement>("[data-focus-fallback]")?.focus();
    };
  }, []);

  useEffect(() => {
    if (failedSubmits > 0) ref.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [failedSubmits]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit?.();
  };

  return (
    <dialog
      ref={ref}
      className={`fc-dialog fc-dialog--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      // The browser may close a dialog without a cancel event (a repeated Escape): follow it.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
    >
      <form className="fc-dialog__form" onSubmit={submit} noValidate>
        <header className="fc-dialog__header">
          <h2 id={titleId}>{title}</h2>
        </header>
        <div className="fc-dialog__body">{children}</div>
        <footer className="fc-dialog__footer">
          <button type="button" className="editor-button editor-button--secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </button>
          {actions}
        </footer>
      </form>
    </dialog>
  );
}
