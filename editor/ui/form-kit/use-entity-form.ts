import { useCallback, useRef, useState } from "react";
import type { WriteFailure } from "../form-errors.ts";
import { fieldNames, specOf, type FieldList, type FieldProblems } from "./field-list.ts";
import type { WriteOutcome } from "./write-outcome.ts";

export type FormValues = Record<string, string | boolean | null>;

type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/** How a failed write is shown: messages beside fields, and one for the form as a whole. */
export interface FailureView {
  errors: FieldProblems;
  message: string | null;
}

export interface EntityFormOptions<V extends FormValues> {
  fields: FieldList;
  initial: V | (() => V);
  /** Checks before anything is sent: field name to message. */
  validate?: (values: V) => FieldProblems;
  /** Sends the form (`fields`: the names to pass to the write as its fields); null when there is nothing to save. */
  save: (values: V, fields: readonly string[]) => Promise<WriteOutcome<unknown> | null>;
  /** After a save, or when there was nothing to save: the parent closes the form. */
  onDone: () => void;
  /** A stale-revision 409 is announced by the screen, which reloads: the form just closes. */
  closeOnConflict?: boolean;
  /** Where a failure's messages go; by default issues beside their fields and the rest above the form. */
  explain?: (failure: WriteFailure) => FailureView;
}

const besideFields = (failure: WriteFailure): FailureView => ({
  errors: failure.fieldErrors,
  message: failure.message,
});

/**
 * The state and submit logic every editor form shares: values, client checks, one write at a time,
 * the server's issues mapped to fields by their JSON pointers, and `failedSubmits` for the dialog to
 * move focus to the first invalid field.
 */
export function useEntityForm<V extends FormValues>({
  fields,
  initial,
  validate,
  save,
  onDone,
  closeOnConflict = false,
  explain = besideFields,
}: EntityFormOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldProblems>({});
  const [message, setMessage] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [busy, setBusy] = useState(false);
  // The state above updates after a render; a second Enter in the same tick must already see the write.
  const pending = useRef(false);

  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );

  const fail = (view: FailureView) => {
    setErrors(view.errors);
    setMessage(view.message);
    setFailedSubmits((count) => count + 1);
  };

  const submit = async () => {
    if (pending.current) return;
    const problems = validate?.(values) ?? {};
    if (Object.keys(problems).length > 0) return fail({ errors: problems, message: null });
    setErrors({});
    setMessage(null);
    pending.current = true;
    setBusy(true);
    try {
      const outcome = await save(values, fieldNames(fields));
      setBusy(false);
      if (outcome === null || outcome.ok || (closeOnConflict && outcome.failure.conflict)) return onDone();
      fail(explain(outcome.failure));
    } catch (error) {
      setBusy(false);
      throw error;
    } finally {
      pending.current = false;
    }
  };

  /** Props for a TextField or SelectField bound to a text value. */
  const text = (name: KeysOf<V, string>) => {
    const spec = specOf(fields, name);
    return {
      name,
      label: spec.label,
      required: spec.required ?? false,
      value: values[name] as string,
      error: errors[name],
      onChange: (value: string) => set(name, value as V[typeof name]),
    };
  };

  /** Props for a CheckboxField bound to a yes/no value. */
  const checkbox = (name: KeysOf<V, boolean>) => {
    const spec = specOf(fields, name);
    return {
      name,
      label: spec.label,
      checked: values[name] as boolean,
      error: errors[name],
      onChange: (checked: boolean) => set(name, checked as V[typeof name]),
    };
  };

  return { values, set, errors, setErrors, message, busy, failedSubmits, submit, text, checkbox };
}

export type EntityForm<V extends FormValues> = ReturnType<typeof useEntityForm<V>>;
