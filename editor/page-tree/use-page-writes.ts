import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { pagesClient } from "../api/pages-client.ts";
import type { MoveStep } from "./page-tree.ts";
import { failureOf, type NoticeMessage, type RunOptions, type WriteOutcome } from "../ui/index.ts";

export const PAGES_QUERY_KEY = ["pages"] as const;

export const CONFLICT_MESSAGE = "This page was changed by someone else; the list has been refreshed.";

/** The ETag of a page at `revision`: what every write sends as If-Match. */
export function etagOf(revision: number): string {
  return `"${revision}"`;
}

/**
 * Runs page writes for the tree: refreshes the list after each, turns a stale-revision 409 into the
 * shared "changed by someone else" notice (and refreshes), and hands field issues back to the form.
 */
export function usePageWrites() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: PAGES_QUERY_KEY }), [queryClient]);

  const run = useCallback(
    async <T>(action: () => Promise<T>, options: RunOptions = {}): Promise<WriteOutcome<T>> => {
      setBusy(true);
      try {
        const value = await action();
        setNotice(options.success ? { tone: "success", text: options.success } : null);
        await refresh();
        return { ok: true, value };
      } catch (error) {
        const failure = failureOf(error, options.fields);
        if (failure.conflict) {
          setNotice({ tone: "warning", text: CONFLICT_MESSAGE });
          await refresh();
        } else if (!options.fields) {
          setNotice({ tone: "error", text: failure.message ?? "The change was not saved." });
          await refresh();
        } else if (failure.status === 404) {
          // Deleted by someone else: the form says so, and the list stops showing it.
          await refresh();
        }
        return { ok: false, failure };
      } finally {
        setBusy(false);
      }
    },
    [refresh],
  );

  /** Applies the steps of a move one by one, each based on its own page's revision. */
  const applySteps = useCallback(async (steps: readonly MoveStep[]) => {
    for (const step of steps) await pagesClient.update(step.id, etagOf(step.revision), { fields: step.fields });
  }, []);

  return { notice, setNotice, run, busy, refresh, applySteps };
}
