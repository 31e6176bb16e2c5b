import { useEffect, useState } from "react";
import { fetchForm } from "../../model/forms/fetch-form.ts";
import type { FormDefinition } from "../../model/forms/index.ts";

/**
 * The contact step's published form, read from the forms service in the browser (GET /forms/{id}):
 * the step comes after the visitor's choices, so the page does not resolve it on the server.
 * undefined while loading, null when there is no such published form.
 */
export function useContactForm(formId: string): FormDefinition | null | undefined {
  const [state, setState] = useState<{ id: string; form: FormDefinition | null } | null>(null);
  useEffect(() => {
    if (formId === "") return;
    let active = true;
    void fetchForm(formId).then((form) => {
      if (active) setState({ id: formId, form });
    });
    return () => {
      active = false;
    };
  }, [formId]);
  if (formId === "") return null;
  return state?.id === formId ? state.form : undefined;
}
