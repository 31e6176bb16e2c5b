import { Suspense, lazy } from "react";
import { validContentItems, type ContentItem } from "../../model/forms/index.ts";
import { RichText } from "../../renderer/primitives/index.ts";
import { FormPlaceholder } from "../../renderer/primitives/form/form-placeholder.tsx";

// The form renderer (rjsf) is its own chunk: an accordion without form items never loads it.
const FormBlockContent = lazy(() =>
  import("../../renderer/primitives/form/form-block-content.tsx").then((module) => ({
    default: module.FormBlockContent,
  })),
);

/**
 * A section's typed content items (seed 001), the invalid ones left out. Calculator and finance
 * options table items are kept in the data, but draw nothing until those widgets exist.
 */
export function ContentItems({ items, idPrefix }: { items: readonly ContentItem[] | undefined; idPrefix: string }) {
  const valid = validContentItems(items);
  if (valid.length === 0) return null;
  return (
    <div className="accordion__items-typed">
      {valid.map((item, index) => {
        if (item.type === "html") return <RichText key={index} value={item.html} className="accordion__text" />;
        if (item.type === "form") {
          return (
            <div key={index} className="accordion__form">
              <Suspense fallback={<FormPlaceholder message="Loading the form…" />}>
                <FormBlockContent
                  formId={item.form_id ?? ""}
                  twoColumns={item.has_two_columns === true}
                  idPrefix={`${idPrefix}-${index}`}
                />
              </Suspense>
            </div>
          );
        }
        return null;
      })}
    </div>
  );
}
