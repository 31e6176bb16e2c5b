import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { failureOf } from "../form-errors.ts";
import type { NoticeMessage } from "../notice.tsx";
import type { FormRun, RunOptions, WriteOutcome } from "./write-outcome.ts";

/**
 * Runs the writes of a list screen: on success announces it and refreshes the list under `queryKey`;
 * on failure hands the form its field errors and message (the form shows them where they belong).
 */
export function useListWrites(queryKey: QueryKey): {
  notice: NoticeMessage | null;
  setNotice: (notice: NoticeMessage | null) => void;
  run: FormRun;
} {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const run = useCallback(
    async <T>(action: () => Promise<T>, options: RunOptions = {}): Promise<WriteOutcome<T>> => {
      try {
        const value = await action();
        setNotice(options.success ? { tone: "success", text: options.success } : null);
        await queryClient.invalidateQueries({ queryKey });
        return { ok: true, value };
      } catch (error) {
        return { ok: false, failure: failureOf(error, options.fields) };
      }
    },
    [queryClient, queryKey],
  );
  return { notice, setNotice, run };
}
