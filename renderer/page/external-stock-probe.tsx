import { useEffect, useReducer, useRef } from "react";
import {
  INITIAL_DYNAMIC_CONTENT_STATE,
  isDynamicContentVisible,
  matchesExternalStock,
  nextDynamicContentState,
} from "../../model/dynamic-content/index.ts";

/** How long the external stock locator may take before the rule counts as undecidable. */
const EXTERNAL_TIMEOUT_MS = 8000;

const answers = new Map<string, Promise<unknown>>();

/** The external stock locator's items (a JSON list, or `{data: [...]}`), fetched once per page. */
function externalItems(url: string): Promise<unknown> {
  let answer = answers.get(url);
  if (!answer) {
    answer = fetch(url, { signal: AbortSignal.timeout(EXTERNAL_TIMEOUT_MS), credentials: "omit" })
      .then((response) => {
        if (!response.ok) throw new Error(`external stock locator answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((body) =>
        body && typeof body === "object" && !Array.isArray(body) ? (body as { data?: unknown }).data : body,
      );
    answers.set(url, answer);
  }
  return answer;
}

export interface ExternalStockProbeProps extends Record<string, unknown> {
  url: string | null;
  value: string;
  fallback: boolean;
}

/**
 * The browser side of a mena_external_sl rule: the block shows until mounted and
 * while fetching; once fetched it shows only when the value is in stock. An unreachable source leaves
 * the rule's fallback to decide; nothing here can fail the page. It hides its block's frame.
 */
export function ExternalStockProbe({ url, value, fallback }: ExternalStockProbeProps) {
  const marker = useRef<HTMLSpanElement>(null);
  const [state, dispatch] = useReducer(nextDynamicContentState, INITIAL_DYNAMIC_CONTENT_STATE);
  useEffect(() => {
    dispatch({ type: "mounted", enabled: url !== null && url !== "" });
    if (!url) return;
    let live = true;
    externalItems(url).then(
      (items) => live && dispatch({ type: "fetched", valid: matchesExternalStock(value, items) }),
      () => live && dispatch({ type: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [url, value]);
  const visible = isDynamicContentVisible(state, fallback);
  useEffect(() => {
    const frame = marker.current?.closest<HTMLElement>(".fc-block");
    if (frame) frame.style.display = visible ? "" : "none";
  }, [visible]);
  return <span ref={marker} hidden data-dc-state={state.status} />;
}
