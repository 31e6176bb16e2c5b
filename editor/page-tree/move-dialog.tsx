import { useMemo, useState } from "react";
import type { PageSummary } from "../api/pages-client.ts";
import { pageOptions, TOP_LEVEL } from "./page-options.ts";
import { moveTargets, placeOf, planMove, siblingsOf, type MoveStep } from "./page-tree.ts";
import type { RunOptions, WriteOutcome } from "./use-page-writes.ts";
import { Dialog, FormError, SelectField } from "../ui/index.ts";

interface MoveDialogProps {
  pages: readonly PageSummary[];
  page: PageSummary;
  onClose: () => void;
  run: <T>(action: () => Promise<T>, options?: RunOptions) => Promise<WriteOutcome<T>>;
  applySteps: (steps: readonly MoveStep[]) => Promise<void>;
}

/** Moves a page under another parent (not itself or a descendant) and to a place among its siblings. */
export function MoveDialog({ pages: latest, page, onClose, run, applySteps }: MoveDialogProps) {
  // The moved page as the user saw it when opening the dialog (its revision goes into If-Match).
  const pages = useMemo(() => latest.map((candidate) => (candidate.id === page.id ? page : candidate)), [latest, page]);
  const place = placeOf(pages, page.id);
  const [parentId, setParentId] = useState(place.parentId ?? TOP_LEVEL);
  const [index, setIndex] = useState(String(place.index));
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const targets = useMemo(() => moveTargets(pages, page.id), [pages, page.id]);
  const parent = parentId === TOP_LEVEL ? null : parentId;
  const siblings = siblingsOf(pages, parent).filter((sibling) => sibling.id !== page.id);
  const positionOptions = [{ value: "0", label: "First" }, ...siblings.map((sibling, at) => ({ value: String(at + 1), label: `After “${sibling.title}”` }))];

  const changeParent = (value: string) => {
    setParentId(value);
    // A new parent: go last among its children; back to the current parent: the current place.
    const next = value === TOP_LEVEL ? null : value;
    setIndex(String(next === place.parentId ? place.index : siblingsOf(pages, next).filter((sibling) => sibling.id !== page.id).length));
  };

  const submit = async () => {
    const steps = planMove(pages, page.id, parent, Number(index));
    if (steps.length === 0) return onClose();
    setBusy(true);
    const target = parent ? pages.find((candidate) => candidate.id === parent)?.title : null;
    const outcome = await run(() => applySteps(steps), { fields: ["parent_id", "position"], success: target ? `Moved “${page.title}” under “${target}”.` : `Moved “${page.title}”.` });
    setBusy(false);
    if (outcome.ok || outcome.failure.conflict) return onClose();
    setErrors(outcome.failure.fieldErrors);
    setMessage(outcome.failure.message);
  };

  return (
    <Dialog
      title={`Move “${page.title}”`}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      actions={
        <button type="submit" className="editor-button" disabled={busy}>
          {busy ? "Moving…" : "Move"}
        </button>
      }
    >
      <FormError message={message} />
      <SelectField
        label="Parent"
        name="parent_id"
        value={parentId}
        onChange={changeParent}
        error={errors.parent_id}
        options={[{ value: TOP_LEVEL, label: "Top level (no parent)" }, ...pageOptions(targets)]}
        hint="A page cannot move under itself or one of its own sub-pages. The path stays as it is; change it with Rename."
      />
      <SelectField label="Position" name="position" value={index} onChange={setIndex} error={errors.position} options={positionOptions} />
    </Dialog>
  );
}
