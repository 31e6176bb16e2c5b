import { useState, type ReactNode } from "react";
import { Dialog } from "./dialog.tsx";
import { FormError } from "./fields.tsx";

export interface ConfirmDeleteDialogProps {
  title: string;
  /** The danger button's text, e.g. "Delete user". */
  confirmLabel: string;
  /** Runs the delete: null when the dialog may close, or the message to show and stay open. */
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
  /** What the delete takes with it, in the user's terms. */
  children: ReactNode;
}

/** The one confirmation every delete in the editor goes through: a small dialog, a danger button, the failure inline. */
export function ConfirmDeleteDialog({ title, confirmLabel, onConfirm, onClose, children }: ConfirmDeleteDialogProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const failure = await onConfirm();
    setBusy(false);
    if (failure === null) onClose();
    else setMessage(failure);
  };

  return (
    <Dialog
      title={title}
      size="small"
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      actions={
        <button type="submit" className="editor-button editor-button--danger" disabled={busy}>
          {busy ? "Deleting…" : confirmLabel}
        </button>
      }
    >
      <FormError message={message} />
      {children}
    </Dialog>
  );
}
