import { useState } from "react";
import { pagesClient, type PageSummary } from "../api/pages-client.ts";
import { suggestPath } from "./page-tree.ts";
import { etagOf, type RunOptions, type WriteOutcome } from "./use-page-writes.ts";
import { Dialog, FormError, TextField } from "../ui/index.ts";

interface RenameDialogProps {
  page: PageSummary;
  parent: PageSummary | null;
  onClose: () => void;
  run: <T>(action: () => Promise<T>, options?: RunOptions) => Promise<WriteOutcome<T>>;
}

/** Changes a page's title and path (sent with If-Match of the row's revision). */
export function RenameDialog({ page, parent, onClose, run }: RenameDialogProps) {
  const [title, setTitle] = useState(page.title);
  const [path, setPath] = useState(page.path);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [busy, setBusy] = useState(false);
  const suggested = suggestPath(parent?.path ?? null, title);

  const submit = async () => {
    const problems: Record<string, string> = {};
    if (title.trim() === "") problems.title = "is required";
    if (path.trim() === "") problems.path = "is required";
    setErrors(problems);
    setMessage(null);
    if (Object.keys(problems).length > 0) return setFailedSubmits((count) => count + 1);
    const fields: { title?: string; path?: string } = {};
    if (title.trim() !== page.title) fields.title = title.trim();
    if (path.trim() !== page.path) fields.path = path.trim();
    if (Object.keys(fields).length === 0) return onClose();
    setBusy(true);
    const outcome = await run(() => pagesClient.update(page.id, etagOf(page.revision), { fields }), { fields: ["title", "path"], success: `Saved “${title.trim()}” at ${path.trim()}.` });
    setBusy(false);
    if (outcome.ok || outcome.failure.conflict) return onClose();
    setErrors(outcome.failure.fieldErrors);
    setMessage(outcome.failure.message);
    setFailedSubmits((count) => count + 1);
  };

  return (
    <Dialog
      title={`Rename “${page.title}”`}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      failedSubmits={failedSubmits}
      actions={
        <button type="submit" className="editor-button" disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </button>
      }
    >
      <FormError message={message} />
      <TextField label="Title" name="title" value={title} onChange={setTitle} error={errors.title} required />
      <TextField
        label="Path"
        name="path"
        value={path}
        onChange={setPath}
        error={errors.path}
        required
        monospace
        spellCheck={false}
        hint={
          <>
            Changing the path changes the page’s address; links to the old one stop working.{" "}
            {suggested !== path && title.trim() !== "" ? (
              <button type="button" className="fc-link-button" onClick={() => setPath(suggested)}>
                Use <code>{suggested}</code>
              </button>
            ) : null}
          </>
        }
      />
    </Dialog>
  );
}
