/** One way to build the editor's own forms and admin lists: a field list, a hook, a dialog and a panel. */
export { fieldsFromSchema, missingRequired, type FieldList, type FieldProblems } from "./field-list.ts";
export { useEntityForm } from "./use-entity-form.ts";
export { useListWrites } from "./use-list-writes.ts";
export { EntityFormDialog } from "./entity-form-dialog.tsx";
export { EntityPanel } from "./entity-panel.tsx";
export type { FormRun, RunOptions, WriteOutcome } from "./write-outcome.ts";
