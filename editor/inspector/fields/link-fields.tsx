import type { UiSchema } from "@rjsf/utils";
import { groupField, linkSummary } from "./group-field.tsx";

/** Fields of a link-or-button that only a modal form uses. */
const FORM_ONLY = ["rdx_forms_form_id", "hidden_fields", "form_layout"];

/** A link or button: the form's settings appear only when its type is "form". */
export const LinkOrButtonField = groupField({
  summarise: linkSummary,
  adjust: (value, ui): UiSchema => {
    const type = value?.type ?? "internal";
    // The page picker is for internal links; another site's URL or a file's is typed.
    const urlUi: UiSchema = type === "internal" ? { ...ui } : { ...ui, url: {} };
    if (type === "form") return urlUi;
    const hidden: UiSchema = { ...urlUi };
    // Only the widget: a picker (`ui:field`) would still show where a hidden widget is asked for.
    for (const name of FORM_ONLY) hidden[name] = { "ui:widget": "hidden" };
    return hidden;
  },
});

export const ButtonField = groupField({ summarise: linkSummary });

export const LinkField = groupField({ summarise: linkSummary });

export const VideoField = groupField({
  summarise: (value) => {
    if (typeof value?.yt === "string" && value.yt !== "") return `YouTube ${value.yt}`;
    if (typeof value?.native_video === "string" && value.native_video !== "") return value.native_video;
    return "Not set";
  },
});
