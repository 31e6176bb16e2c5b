/** Query keys of the forms screens: the list is FORMS_KEY, one form is [...FORMS_KEY, id]. */
export const FORMS_KEY = ["forms"] as const;
export const leadsKey = (formId: string) => ["leads", formId] as const;
