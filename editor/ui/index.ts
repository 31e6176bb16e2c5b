/** Form and dialog building blocks shared by the page tree and the admin screens. */
import "./ui.css";

export { Dialog, type DialogProps } from "./dialog.tsx";
export { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from "./confirm-delete-dialog.tsx";
export { CheckboxField, FormError, SelectField, TextField, type SelectOption } from "./fields.tsx";
export { failureOf, fieldMessage, fieldOfPointer, type WriteFailure } from "./form-errors.ts";
export {
  EntityFormDialog,
  EntityPanel,
  fieldNames,
  fieldsFromSchema,
  missingRequired,
  useEntityForm,
  useListWrites,
  type EntityForm,
  type EntityFormOptions,
  type EntityPanelProps,
  type FailureView,
  type FieldList,
  type FieldProblems,
  type FieldSpec,
  type FormRun,
  type FormValues,
  type ObjectSchema,
  type PanelColumn,
  type PanelDeletion,
  type RunOptions,
  type WriteOutcome,
} from "./form-kit/index.ts";
export { MenuButton, type MenuItem } from "./menu-button.tsx";
export { Notice, type NoticeMessage } from "./notice.tsx";
