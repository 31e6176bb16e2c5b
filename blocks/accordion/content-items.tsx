import { Suspense, lazy } from "react";
import { validContentItems, type ContentItem } from "../../model/forms/index.ts";
import { RichText } from "../../renderer/primitives/index.ts";
import { FormPlaceholder } from "../../renderer/primitives/form/form-placeholder.tsx";
import { useFormRecord } from "../../renderer/primitives/form/site-field-mappings.ts";
import type { FinanceOptionInput } from "../../model/finance/finance-options.ts";
import type { CalculatorItem as CalculatorItemComponent } from "./calculator-item.tsx";
import { FinanceOptionsTable } from "./finance-options-table.tsx";

// The form renderer (rjsf) is its own chunk: an accordion without form items never loads it.
const FormBlockContent = lazy(() =>
  import("../../renderer/primitives/form/form-block-content.tsx").then((module) => ({
    default: module.FormBlockContent,
  })),
);

type CalculatorModule = { CalculatorItem: typeof CalculatorItemComponent };
let calculatorModule: CalculatorModule | null = null;

/**
 * A calculator's code (the finance maths and controls) is a chunk of its own, loaded only by an accordion
 * that holds one. The server loads it as it starts, so its renders draw the figures at once (they are in the
 * HTML before any script runs); in the browser, until it arrives, the server's HTML stays as it is (a
 * suspended boundary is not replaced while it hydrates).
 */
export function loadCalculatorItem(): Promise<CalculatorModule> {
  return import("./calculator-item.tsx").then((module) => (calculatorModule = module));
}
// A check at run time, not import.meta.env.SSR: the server also runs unbundled (tsx), where Vite defines nothing.
if (typeof document === "undefined") void loadCalculatorItem();

const CalculatorItem = lazy(() => {
  const loaded = calculatorModule;
  // Already loaded: a thenable that answers at once lets React render it in the same pass (no fallback).
  if (loaded)
    return {
      then: (resolve: (value: CalculatorDefault) => void) => resolve({ default: loaded.CalculatorItem }),
    } as Promise<CalculatorDefault>;
  return loadCalculatorItem().then((module) => ({ default: module.CalculatorItem }));
});
type CalculatorDefault = { default: typeof CalculatorItemComponent };

type Item = ContentItem & { options?: readonly FinanceOptionInput[] };

/**
 * A section's typed content items, the invalid ones left out: HTML, a calculator, the finance
 * options table and a form. They render with the accordion itself (server HTML, then its island), so
 * a calculator's figures are in the page before any script runs.
 */
export function ContentItems({ items, idPrefix }: { items: readonly Item[] | undefined; idPrefix: string }) {
  const valid = validContentItems(items);
  // Its form renders in the browser only: the page still embeds the site's field mappings for it.
  useFormRecord(valid.some((item) => item.type === "form"));
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
        if (item.type === "calculator")
          return (
            <Suspense key={index} fallback={null}>
              <CalculatorItem config={item.config} idPrefix={`${idPrefix}-${index}`} />
            </Suspense>
          );
        return <FinanceOptionsTable key={index} options={item.options} />;
      })}
    </div>
  );
}
