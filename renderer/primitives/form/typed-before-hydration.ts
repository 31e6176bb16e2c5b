import type { FieldValue, FormDefinition } from "../../../model/forms/index.ts";

/**
 * What a visitor typed into the server-rendered form before its island hydrated. React keeps those
 * values in the DOM while it hydrates, but the form's state starts empty, so its first re-render would
 * write the empty values back and the visitor's typing would vanish. Read once, right after hydration,
 * they become the form's starting answers. Fields are found by the ids the form draws
 * (`{idPrefix}_{field}`); hidden fields are the page's, not the visitor's, and are left alone.
 */
export function answersTypedBeforeHydration(
  root: ParentNode,
  form: FormDefinition,
  idPrefix: string,
): Record<string, FieldValue> {
  const answers: Record<string, FieldValue> = {};
  for (const [name, property] of Object.entries(form.schema.properties)) {
    const element = root.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      `#${CSS.escape(`${idPrefix}_${name}`)}`,
    );
    if (!element || element.type === "hidden") continue;
    const type = (property as { type?: unknown }).type;
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      if (element.checked) answers[name] = true;
      continue;
    }
    if (element.value === "") continue;
    if (type === "number" || type === "integer") {
      const number = Number(element.value);
      if (Number.isFinite(number)) answers[name] = number;
    } else if (type === "string") {
      answers[name] = element.value;
    }
  }
  return answers;
}
