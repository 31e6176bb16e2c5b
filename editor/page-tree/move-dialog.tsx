import { useMemo } from "react";
import type { PageSummary } from "../api/pages-client.ts";
import { updateFields } from "./page-fields.ts";
import { pageOptions, TOP_LEVEL } from "./page-options.ts";
import { moveTargets, placeOf, planMove, siblingsOf, type MoveStep } from "./page-tree.ts";
import { EntityFormDialog, SelectField, useEntityForm, type FormRun } from "../ui/index.ts";

const FIELDS = updateFields(["parent_id", "position"]);

interface MoveDialogProps {
  pages: readonly PageSummary[];
  page: PageSummary;
  onClose: () => void;
  run: FormRun;
  applySteps: (steps: readonly MoveStep[]) => Promise<void>;
}

/** Moves a page under another parent (not itself or a descendant) and to a place among its siblings. */
export function MoveDialog({ pages: latest, page, onClose, run, applySteps }: MoveDialogProps) {
  // The moved page as the user saw it when opening the dialog (its revision goes into If-Match).
  const pages = useMemo(() => latest.map((candidate) => (candidate.id === page.id ? page : candidate)), [latest, page]);
  const place = placeOf(pages, page.id);
  const targets = useMemo(() => moveTargets(pages, page.id), [pages, page.id]);
  const parentOf = (value: string) => (value === TOP_LEVEL ? null : value);
  const form = useEntityForm({
    fields: FIELDS,
    initial: { parent_id: place.parentId ?? TOP_LEVEL, position: String(place.index) },
    save: async (values, fields) => {
      const parent = parentOf(values.parent_id);
      const steps = planMove(pages, page.id, parent, Number(values.position));
      if (steps.length === 0) return null;
      const target = parent ? pages.find((candidate) => candidate.id === parent)?.title : null;
      return run(() => applySteps(steps), {
        fields,
        success: target ? `Moved “${page.title}” under “${target}”.` : `Moved “${page.title}”.`,
      });
    },
    onDone: onClose,
    closeOnConflict: true,
  });
  const parent = parentOf(form.values.parent_id);
  const siblings = siblingsOf(pages, parent).filter((sibling) => sibling.id !== page.id);
  const positionOptions = [
    { value: "0", label: "First" },
    ...siblings.map((sibling, at) => ({ value: String(at + 1), label: `After “${sibling.title}”` })),
  ];

  const changeParent = (value: string) => {
    form.set("parent_id", value);
    // A new parent: go last among its children; back to the current parent: the current place.
    const next = parentOf(value);
    form.set(
      "position",
      String(
        next === place.parentId
          ? place.index
          : siblingsOf(pages, next).filter((sibling) => sibling.id !== page.id).length,
      ),
    );
  };

  return (
    <EntityFormDialog
      form={form}
      title={`Move “${page.title}”`}
      onClose={onClose}
      submitLabel="Move"
      busyLabel="Moving…"
    >
      <SelectField
        {...form.text("parent_id")}
        onChange={changeParent}
        options={[{ value: TOP_LEVEL, label: "Top level (no parent)" }, ...pageOptions(targets)]}
        hint="A page cannot move under itself or one of its own sub-pages. The path stays as it is; change it with Rename."
      />
      <SelectField {...form.text("position")} options={positionOptions} />
    </EntityFormDialog>
  );
}
