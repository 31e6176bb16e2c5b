/** One way to build the editor's own forms and admin lists: a field list, a hook, a dialog and a panel. */
export {
  fieldNames,
  fieldsFromSchema,
  missingRequired,
  type FieldList,
  type FieldProblems,
  type FieldSpec,
  type ObjectSchema,
} from "./field-list.ts";
export {
  useEntityForm,
  type EntityForm,
  type EntityFormOptions,
  type FailureView,
  type FormValues,
} from "./use-entity-form.ts";
export { EntityFormDialog } from "./entity-form-dialog.tsx";
export { EntityPanel, type EntityPanelProps, type PanelColumn, type PanelDeletion } from "./entity-panel.tsx";
export { useListWrites } from "./use-list-writes.ts";
export type { FormRun, RunOptions, WriteOutcome } from "./write-outcome.ts";
