import { useState, type ReactNode } from "react";
import { ApiError } from "../api/api-error.ts";
import { Dialog, FormError } from "../ui/index.ts";

export interface OrderActionDialogProps {
  title: string;
  /** The danger button's text, e.g. "Cancel order". */
  confirmLabel: string;
  busyLabel: string;
  /** Runs the action; a thrown error stays in the dialog as the server's message. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/** The server's refusal in the admin's words: the status and its own message (409: the order's state forbids it). */
function refusalMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return "The server could not be reached. Check your connection and try again.";
  const kind =
    error.status === 409
      ? "Not possible in the order's current state"
      : error.status === 403
        ? "Not allowed for your role"
        : error.status === 404
          ? "Not found"
          : `Refused by the server (${error.status})`;
  return `${kind}: ${error.message}`;
}

/** A confirm step for one order action (cancel, refund, release): the failure stays inline, the dialog open. */
export function OrderActionDialog({
  title,
  confirmLabel,
  busyLabel,
  onConfirm,
  onClose,
  children,
}: OrderActionDialogProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      setMessage(refusalMessage(error));
    }
  };
  return (
    <Dialog
      title={title}
      size="small"
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      cancelLabel="Keep it"
      actions={
        <button type="submit" className="editor-button editor-button--danger" disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      }
    >
      <FormError message={message} />
      {children}
    </Dialog>
  );
}
