import { createUsePuck } from "@puckeditor/core";
import type { ReactNode } from "react";
import { BlockInspector, type SelectedBlock } from "./block-inspector.tsx";
import { PageInspector } from "./page-inspector.tsx";

const usePuck = createUsePuck();

/**
 * Puck's `fields` override: instead of Puck's field list, the schema-driven form of the selected
 * block (one form instance per block, so switching blocks starts clean), or the page's own fields.
 * `header` is what the page editor puts above it (the page's problem list).
 */
export function InspectorPanel({ header }: { header?: ReactNode }) {
  const selected = usePuck((s) => s.selectedItem) as SelectedBlock | null;
  return (
    <div className="fc-inspector">
      {header}
      {selected ? <BlockInspector key={selected.props.id} block={selected} /> : <PageInspector />}
    </div>
  );
}
