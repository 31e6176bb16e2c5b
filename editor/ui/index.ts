/** Form and dialog building blocks shared by the page tree and the admin screens. */
import "./ui.css";

export { Dialog } from "./dialog.tsx";
export { ConfirmDeleteDialog } from "./confirm-delete-dialog.tsx";
export { CheckboxField, FileField, FormError, SelectField, TextField, type SelectOption } from "./fields.tsx";
export { failureOf } from "./form-errors.ts";
export {
  EntityFormDialog,
  EntityPanel,
  fieldsFromSchema,
  missingRequired,
  useEntityForm,
  useListWrites,
  type FieldList,
  type FieldProblems,
  type FormRun,
  type RunOptions,
  type WriteOutcome,
} from "./form-kit/index.ts";
export { MenuButton } from "./menu-button.tsx";
export { Notice, type NoticeMessage } from "./notice.tsx";
export { noRows, QueryState } from "./query-state.tsx";
