import type { SubmissionMessages } from "../../../model/forms/validate-submission.ts";
import type { UiTranslate } from "../../../model/i18n/ui-dictionary.ts";

/** The form's validation messages in the page's language (UI strings `form.*`); English is the model's own. */
export function formMessages(t: UiTranslate): SubmissionMessages {
  return {
    required: t("form.required"),
    tick: t("form.tick"),
    chooseAnOption: t("form.choose_an_option"),
    notPartOfForm: t("form.not_part_of_form"),
    text: t("form.text"),
    number: t("form.number"),
    wholeNumber: t("form.whole_number"),
    tickOrUntick: t("form.tick_or_untick"),
    cannotChange: t("form.cannot_change"),
    chooseOneOf: t("form.choose_one_of"),
    email: t("form.email"),
    phone: t("form.phone"),
    format: t("form.format"),
    exactly: (limit) => t("form.exactly", { limit }),
    atLeast: (limit) => t("form.at_least", { limit }),
    tooLong: t("form.too_long"),
    minimum: (limit) => t("form.minimum", { limit }),
    maximum: (limit) => t("form.maximum", { limit }),
    invalid: (count) => t("form.invalid", { count }),
  };
}
