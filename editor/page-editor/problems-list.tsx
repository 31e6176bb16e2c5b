import { useGetPuck } from "@puckeditor/core";
import { useMemo, useState } from "react";
import { useDraft, useDraftSession } from "./draft-session.ts";
import { problemRows } from "./problem-rows.ts";
import { selectBlock } from "./select-block.ts";

/** Every problem of the page, above the inspector; a click selects the block concerned. */
export function ProblemsList() {
  const { store } = useDraftSession();
  const issues = useDraft((state) => state.issues);
  const getPuck = useGetPuck();
  const [open, setOpen] = useState(true);
  const rows = useMemo(() => problemRows(issues, store.getState().currentDocument()), [issues, store]);
  if (rows.length === 0) return null;
  return (
    <section className="fc-problems" aria-labelledby="fc-problems-title">
      <button type="button" className="fc-problems__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span id="fc-problems-title">
          {rows.length} problem{rows.length === 1 ? "" : "s"} on this page
        </span>
        <span aria-hidden="true">{open ? "▾" : "▸"}</span>
      </button>
      {open ? (
        <ul className="fc-problems__list">
          {rows.map((row) => (
            <li key={row.key}>
              <button
                type="button"
                className="fc-problems__item"
                disabled={row.blockId === null}
                onClick={() => row.blockId && selectBlock(getPuck(), row.blockId)}
              >
                <span className="fc-problems__block">{row.blockName}</span>
                {row.field ? <span className="fc-problems__field">{row.field}</span> : null}
                <span className="fc-problems__message">{row.message}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
