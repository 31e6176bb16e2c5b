/**
 * Defaults rjsf fills in by itself: only those of required fields, never whole optional objects (an
 * optional link would otherwise appear, empty, in every block that has none, and an unset setting's
 * object would be saved half-filled). Shared by the inspector and the settings forms.
 */
export const DEFAULTS_BEHAVIOUR = {
  emptyObjectFields: "populateRequiredDefaults",
  arrayMinItems: { populate: "never" },
} as const;
