import type { FormProps } from "@rjsf/core";
import type { RegistryFieldsType, RegistryWidgetsType } from "@rjsf/utils";
import { DateRangeField } from "./fields/date-range-field.tsx";
import { ImageField } from "./fields/image-field.tsx";
import { IconField } from "./fields/icon-field.tsx";
import { JsonField } from "./fields/json-field.tsx";
import { ButtonField, LinkField, LinkOrButtonField, VideoField } from "./fields/link-fields.tsx";
import { MarkdownField } from "./fields/markdown-field.tsx";
import { RefField } from "./fields/ref-field.tsx";
import { LinksField, SeparatorField, SlotWidget } from "./fields/simple-fields.tsx";
import { ArrayFieldItemTemplate } from "./templates/array-item-template.tsx";
import {
  AddButton,
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
} from "./templates/buttons.tsx";
import { FieldErrorTemplate } from "./templates/field-error-template.tsx";
import { FieldTemplate } from "./templates/field-template.tsx";
import { ObjectFieldTemplate, TitleFieldTemplate } from "./templates/object-template.tsx";

/**
 * The project's widgets, registered under the names the inspector hints use (`ui:field` for field
 * kinds that edit a whole value, `ui:widget` for inputs): a block that needs a special input names
 * it in its schema and adds no editor code.
 */
export const inspectorFields: RegistryFieldsType = {
  image: ImageField,
  "link-or-button": LinkOrButtonField,
  button: ButtonField,
  link: LinkField,
  links: LinksField,
  markdown: MarkdownField,
  json: JsonField,
  icon: IconField,
  video: VideoField,
  "date-range": DateRangeField,
  separator: SeparatorField,
  ref: RefField,
};

export const inspectorWidgets: RegistryWidgetsType = {
  slot: SlotWidget,
};

export const inspectorTemplates: FormProps["templates"] = {
  FieldTemplate,
  FieldErrorTemplate,
  ArrayFieldItemTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
  ButtonTemplates: { AddButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, ClearButton },
};
