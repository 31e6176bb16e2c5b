import { createUsePuck, useGetPuck } from "@puckeditor/core";
import { useEffect, useRef, useState } from "react";
import { afterPaint } from "./after-paint.ts";

const usePuck = createUsePuck();

/** With no block selected: the page's own field (its title in the document) and a pointer to the canvas. */
export function PageInspector() {
  const getPuck = useGetPuck();
  const stored = usePuck((s) => (s.appState.data.root.props as { title?: unknown } | undefined)?.title);
  const [title, setTitle] = useState(typeof stored === "string" ? stored : "");
  const cancel = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (cancel.current === null) setTitle(typeof stored === "string" ? stored : "");
  }, [stored]);

  return (
    <div className="fc-page-inspector">
      <div className="fc-field">
        <label className="fc-field__label" htmlFor="fc-page-title">
          Page title (in the document)
        </label>
        <input
          id="fc-page-title"
          className="fc-input"
          value={title}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setTitle(next);
            cancel.current?.();
            cancel.current = afterPaint(() => {
              cancel.current = null;
              const { appState, dispatch } = getPuck();
              const props = { ...(appState.data.root.props ?? {}) } as Record<string, unknown>;
              if (next === "") delete props.title;
              else props.title = next;
              dispatch({ type: "replaceRoot", root: { ...appState.data.root, props } });
            });
          }}
        />
      </div>
      <p className="fc-inspector__note">
        Select a block on the canvas or in the outline to edit its fields. Drag blocks from the block list onto the
        canvas to add them.
      </p>
    </div>
  );
}
