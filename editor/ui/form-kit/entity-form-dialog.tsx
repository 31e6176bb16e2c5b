import type { ReactNode } from "react";
import { Dialog, type DialogProps } from "../dialog.tsx";
import { FormError } from "../fields.tsx";
import type { EntityForm, FormValues } from "./use-entity-form.ts";

interface EntityFormDialogProps<V extends FormValues> {
  form: EntityForm<V>;
  title: string;
  onClose: () => void;
  /** The submit button's text, and its text while the write runs. */
  submitLabel: string;
  busyLabel?: string;
  size?: DialogProps["size"];
  children: ReactNode;
}

/**
 * A dialog around a `useEntityForm`: Enter and the submit button send it (once), the form's message
 * is shown above the fields, and after a failed submit focus goes to the first invalid field.
 */
export function EntityFormDialog<V extends FormValues>({
  form,
  title,
  onClose,
  submitLabel,
  busyLabel = "Saving…",
  size,
  children,
}: EntityFormDialogProps<V>) {
  return (
    <Dialog
      title={title}
      size={size}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      busy={form.busy}
      failedSubmits={form.failedSubmits}
      actions={
        <button type="submit" className="editor-button" disabled={form.busy}>
          {form.busy ? busyLabel : submitLabel}
        </button>
      }
    >
      <FormError message={form.message} />
      <ErrorSummary count={form.failedSubmits > 0 ? Object.keys(form.errors).length : 0} />
      {children}
    </Dialog>
  );
}

/**
 * Says how many fields stopped the save. The region stays in the document so its change is announced;
 * each field's own message is read when focus reaches it.
 */
function ErrorSummary({ count }: { count: number }) {
  return (
    <div role="status" className="visually-hidden">
      {count === 0 ? null : count === 1 ? "One field needs a change." : `${count} fields need a change.`}
    </div>
  );
}
