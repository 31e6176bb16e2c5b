import { pagesClient, type PageSummary } from "../api/pages-client.ts";
import { etagOf } from "./use-page-writes.ts";
import { ConfirmDeleteDialog, Dialog, type FormRun } from "../ui/index.ts";

interface DeleteDialogProps {
  page: PageSummary;
  childCount: number;
  onClose: () => void;
  run: FormRun;
}

/** Confirms a delete; a page with children cannot be deleted, and the dialog says why. */
export function DeleteDialog({ page, childCount, onClose, run }: DeleteDialogProps) {
  if (childCount > 0) {
    return (
      <Dialog title={`“${page.title}” cannot be deleted`} onClose={onClose} cancelLabel="Close" size="small">
        <p>
          It has {childCount === 1 ? "a child page" : `${childCount} child pages`}. Move{" "}
          {childCount === 1 ? "it" : "them"} to another parent or delete {childCount === 1 ? "it" : "them"} first; a
          page with children is never deleted, so nothing below it is lost by accident.
        </p>
      </Dialog>
    );
  }
  const remove = async () => {
    const outcome = await run(() => pagesClient.remove(page.id, etagOf(page.revision)), {
      fields: [],
      success: `Deleted “${page.title}”.`,
    });
    // A conflict is announced by the tree (it reloads); the dialog has nothing more to say.
    return outcome.ok || outcome.failure.conflict ? null : outcome.failure.message;
  };
  return (
    <ConfirmDeleteDialog title={`Delete “${page.title}”?`} confirmLabel="Delete" onConfirm={remove} onClose={onClose}>
      <p>
        The page at <code>{page.path}</code>, its draft and its published versions are deleted
        {page.published_version_id ? "; visitors to its address get “Page not found”" : ""}. This cannot be undone.
      </p>
    </ConfirmDeleteDialog>
  );
}
