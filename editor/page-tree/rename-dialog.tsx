import { pagesClient, type PageSummary } from "../api/pages-client.ts";
import { createFields } from "./page-fields.ts";
import { suggestPath } from "./page-tree.ts";
import { etagOf } from "./use-page-writes.ts";
import { EntityFormDialog, missingRequired, TextField, useEntityForm, type FormRun } from "../ui/index.ts";

// A page always has a title and a path: they are required as when it was created.
const FIELDS = createFields(["title", "path"]);

interface RenameDialogProps {
  page: PageSummary;
  parent: PageSummary | null;
  onClose: () => void;
  run: FormRun;
}

/** Changes a page's title and path (sent with If-Match of the row's revision). */
export function RenameDialog({ page, parent, onClose, run }: RenameDialogProps) {
  const form = useEntityForm({
    fields: FIELDS,
    initial: { title: page.title, path: page.path },
    validate: (values) => missingRequired(FIELDS, values),
    save: async ({ title, path }, fields) => {
      const changes: { title?: string; path?: string } = {};
      if (title.trim() !== page.title) changes.title = title.trim();
      if (path.trim() !== page.path) changes.path = path.trim();
      if (Object.keys(changes).length === 0) return null;
      return run(() => pagesClient.update(page.id, etagOf(page.revision), { fields: changes }), {
        fields,
        success: `Saved “${title.trim()}” at ${path.trim()}.`,
      });
    },
    onDone: onClose,
    closeOnConflict: true,
  });
  const { title, path } = form.values;
  const suggested = suggestPath(parent?.path ?? null, title);

  return (
    <EntityFormDialog form={form} title={`Rename “${page.title}”`} onClose={onClose} submitLabel="Save">
      <TextField {...form.text("title")} />
      <TextField
        {...form.text("path")}
        monospace
        spellCheck={false}
        hint={
          <>
            Changing the path changes the page’s address; links to the old one stop working.{" "}
            {suggested !== path && title.trim() !== "" ? (
              <button type="button" className="fc-link-button" onClick={() => form.set("path", suggested)}>
                Use <code>{suggested}</code>
              </button>
            ) : null}
          </>
        }
      />
    </EntityFormDialog>
  );
}
