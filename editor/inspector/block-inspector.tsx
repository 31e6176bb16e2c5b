import { useGetPuck } from "@puckeditor/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { blockMeta, isBlockKey } from "../../generated/contracts/block-meta.ts";
import { replaceOrAddAt } from "../../model/page-document/field-paths.ts";
import { afterPaint } from "./after-paint.ts";
import { BlockForm } from "./block-form.tsx";
import { ownIssues } from "./block-issues.ts";
import { withNewItemsSeeded } from "./new-items.ts";
import { errorSchemaOf } from "./error-schema.ts";

export interface SelectedBlock {
  type: string;
  props: Record<string, unknown> & { id: string };
}

/**
 * The form of the selected block, kept in step with Puck without slowing typing down:
 * - a keystroke updates the form's own state at once (the input repaints immediately) and the new
 *   props go to Puck after that paint, coalesced, so the canvas catches up a frame later;
 * - Puck stays the source of truth: a change made elsewhere (undo, a drop into one of the block's
 *   slots) replaces the form's state, while Puck echoing our own change back does not (it would
 *   undo what was typed meanwhile);
 * - only this block is validated per keystroke; the page is validated, debounced, by the draft.
 */
/**
 * The form's data with an empty list in every slot it lacks: an item added in the form (a new
 * accordion section) has no nested-blocks list, and Puck makes a drop zone only for a list it has.
 */
function withSlotLists(type: string, data: Record<string, unknown>): Record<string, unknown> {
  if (!isBlockKey(type)) return data;
  let result = data;
  for (const path of blockMeta[type].slotPaths)
    result = replaceOrAddAt(result, path, (value) => (value === undefined ? [] : value));
  return result;
}

export function BlockInspector({ block }: { block: SelectedBlock }) {
  const getPuck = useGetPuck();
  const { type } = block;
  const id = block.props.id;
  const [formData, setFormData] = useState<Record<string, unknown>>(block.props);
  /** The Puck props object the form's state is based on (ours after a push). */
  const acknowledged = useRef<unknown>(block.props);
  const pending = useRef<{ cancel: () => void; data: Record<string, unknown> } | null>(null);

  const push = useCallback(
    (data: Record<string, unknown>) => {
      const puck = getPuck();
      const selector = puck.getSelectorForId(id);
      if (!selector) return; // deleted meanwhile
      puck.dispatch({
        type: "replace",
        destinationIndex: selector.index,
        destinationZone: selector.zone,
        data: { type, props: { ...withSlotLists(type, data), id } },
      });
      acknowledged.current = getPuck().getItemById(id)?.props;
    },
    [getPuck, id, type],
  );

  useEffect(() => {
    if (block.props === acknowledged.current) return;
    acknowledged.current = block.props;
    pending.current?.cancel();
    pending.current = null;
    setFormData(block.props);
  }, [block.props]);

  // Selecting another block must not lose the last keystrokes.
  useEffect(
    () => () => {
      const last = pending.current;
      if (!last) return;
      last.cancel();
      push(last.data);
    },
    [push],
  );

  /** The form's data as last set, to tell an item just added from the ones before. */
  const current = useRef(formData);
  current.current = formData;

  const onChange = useCallback(
    (changed: Record<string, unknown>) => {
      const data = withNewItemsSeeded(type, current.current, changed);
      current.current = data;
      setFormData(data);
      pending.current?.cancel();
      const entry = {
        data,
        cancel: afterPaint(() => {
          pending.current = null;
          push(data);
        }),
      };
      pending.current = entry;
    },
    [push, type],
  );

  const issueKey = useMemo(() => JSON.stringify(ownIssues(type, formData)), [type, formData]);
  const errors = useMemo(() => errorSchemaOf(JSON.parse(issueKey) as ReturnType<typeof ownIssues>), [issueKey]);

  return <BlockForm type={type} formData={formData} errors={errors} onChange={onChange} />;
}
