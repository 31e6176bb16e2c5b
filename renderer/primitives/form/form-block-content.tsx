import { useEffect, useState } from "react";
import {
  NO_MAPPINGS,
  prefillValues,
  withSiteMappings,
  type FormDefinition,
  type PrefillMappings,
} from "../../../model/forms/index.ts";
import { fetchForm } from "../../../model/forms/fetch-form.ts";
import { siteMappingsOfPage, useFormRecord } from "./site-field-mappings.ts";
import { useBlockData } from "../../page/block-data.ts";
import { useBlock } from "../../page/block-context.ts";
import { useRenderEnvironment } from "../../page/render-environment.ts";
import { FormPlaceholder } from "./form-placeholder.tsx";
import { FormView, type FormViewProps } from "./form-view.tsx";
import { useUiText } from "../ui-text.tsx";

export interface FormBlockContentProps extends Pick<
  FormViewProps,
  "buttonPosition" | "buttonStyle" | "hasButtonMargin" | "collapseAfter"
> {
  formId: string;
  twoColumns: boolean;
  /** Hidden fields are prefilled only in a modal form. */
  modal?: boolean;
  mappings?: PrefillMappings;
  /** Unique on the page when one block holds several forms (accordion content items). */
  idPrefix?: string;
}

/**
 * Without resolved block data (the editor canvas; a form inside another block, such as an accordion's
 * content item) the form is read from the forms API in the browser (drafts included for editors).
 */
function useFetchedForm(formId: string, enabled: boolean): FormDefinition | null | undefined {
  const [state, setState] = useState<{ id: string; form: FormDefinition | null } | null>(null);
  useEffect(() => {
    if (!enabled || formId === "") return;
    let active = true;
    void fetchForm(formId).then((form) => {
      if (active) setState({ id: formId, form });
    });
    return () => {
      active = false;
    };
  }, [formId, enabled]);
  return state?.id === formId ? state.form : undefined;
}

/**
 * The body of the form blocks (Form, Entry form, Expanded entry form, Extended warranty): the published
 * form the server resolved for `form_id` (x-block.data "form"), prefilled in the browser from the page's
 * query through the block's mappings and then the site's (forms.field_mappings), or a clear
 * placeholder when there is no form.
 */
export function FormBlockContent({
  formId,
  twoColumns,
  modal = false,
  mappings = NO_MAPPINGS,
  idPrefix,
  ...view
}: FormBlockContentProps) {
  const environment = useRenderEnvironment();
  useFormRecord();
  const { id } = useBlock();
  const resolved = useBlockData<FormDefinition | null>();
  const inEditor = environment.mode === "editor";
  const t = useUiText();
  const fetched = useFetchedForm(formId, environment.mode !== "server" && resolved === undefined);
  // On the server, a form without resolved data is read by the island once it hydrates.
  const form = resolved !== undefined ? resolved : environment.mode === "server" ? undefined : fetched;
  if (formId.trim() === "") {
    return <FormPlaceholder message={inEditor ? "Choose a form: set its id in Form id." : t("form.unavailable")} />;
  }
  if (form === undefined) return <FormPlaceholder message={t("form.loading")} />;
  if (form === null) {
    return (
      <FormPlaceholder
        message={
          inEditor ? `No published form has the id ${formId}. Publish the form, or check its id.` : t("form.try_later")
        }
      />
    );
  }
  return (
    <FormView
      form={form}
      idPrefix={idPrefix ?? `form-${id || formId}`}
      columns={twoColumns ? 2 : 1}
      preview={inEditor}
      initialValues={() =>
        typeof window === "undefined"
          ? {}
          : prefillValues(
              form,
              new URLSearchParams(window.location.search),
              withSiteMappings(mappings, siteMappingsOfPage()),
              { modal },
            )
      }
      {...view}
    />
  );
}
