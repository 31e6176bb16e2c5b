import { Suspense, lazy, useEffect, useState } from "react";
import { fetchForm } from "../../../model/forms/fetch-form.ts";
import type { FormDefinition } from "../../../model/forms/index.ts";
import { Modal } from "../../primitives/modal.tsx";
import { useUiText } from "../../primitives/ui-text.tsx";

// The form renderer (rjsf) loads on the first click, not with the page.
const FormView = lazy(() =>
  import("../../primitives/form/form-view.tsx").then((module) => ({ default: module.FormView })),
);

interface Opened {
  formId: string;
  title: string;
  columns: 1 | 2;
  hiddenFields: { name: string; value: string }[];
  /** undefined while loading, null when the form could not be read. */
  form: FormDefinition | null | undefined;
  /** Bumped on each opening: a fresh form, a fresh key. */
  serial: number;
}

function hiddenFieldsOf(link: HTMLElement): { name: string; value: string }[] {
  try {
    const parsed = JSON.parse(link.dataset.hiddenFields ?? "[]") as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is { name: string; value: string } =>
            typeof entry?.name === "string" && typeof entry?.value === "string",
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The modal form dialog: a click on a link or button of type form (`a[data-form-id]`, drawn by
 * LinkButton) opens the Custom modal with that form (GET /forms/{id}), the link's text as its title,
 * one or two columns as the link says, and the link's hidden field values (a modal form's).
 */
export function FormLinkDialog() {
  const [opened, setOpened] = useState<Opened | null>(null);
  const t = useUiText();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let serial = 0;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLElement>("a[data-form-id]");
      const formId = link?.dataset.formId;
      if (!link || !formId) return;
      event.preventDefault();
      serial += 1;
      const current = serial;
      setOpened({
        formId,
        title: (link.textContent ?? "").trim(),
        columns: link.dataset.formLayout === "double" ? 2 : 1,
        hiddenFields: hiddenFieldsOf(link),
        form: undefined,
        serial: current,
      });
      setOpen(true);
      void fetchForm(formId).then((form) =>
        setOpened((state) => (state && state.serial === current ? { ...state, form } : state)),
      );
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  if (!opened) return null;
  const loading = <p className="fc-form__placeholder">Loading the form…</p>;
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      header={opened.title || opened.form?.name || t("form.dialog")}
      className="fc-modal--form"
    >
      {opened.form === undefined ? (
        loading
      ) : opened.form === null ? (
        <p className="fc-form__placeholder" role="alert">
          This form is not available at the moment. Please try again later.
        </p>
      ) : (
        <Suspense fallback={loading}>
          <FormView
            key={opened.serial}
            form={opened.form}
            idPrefix={`modal-form-${opened.serial}`}
            columns={opened.columns}
            initialValues={() => {
              const values: Record<string, string> = {};
              for (const { name, value } of opened.hiddenFields) {
                const ui = opened.form?.ui_schema[name] as { "ui:widget"?: string } | undefined;
                if (ui?.["ui:widget"] === "hidden") values[name] = value;
              }
              return values;
            }}
          />
        </Suspense>
      )}
    </Modal>
  );
}
