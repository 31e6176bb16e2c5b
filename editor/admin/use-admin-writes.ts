import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { failureOf, type NoticeMessage, type WriteFailure } from "../ui/index.ts";

export type AdminWriteOutcome<T> = { ok: true; value: T } | { ok: false; failure: WriteFailure };

/**
 * Runs a write of an admin screen: on success announces it and refreshes the list under `queryKey`;
 * on failure hands the form its field errors and message (the form shows them where they belong).
 */
export function useAdminWrites(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  const run = useCallback(
    async <T>(action: () => Promise<T>, options: { fields?: readonly string[]; success?: string } = {}): Promise<AdminWriteOutcome<T>> => {
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

export type AdminRun = ReturnType<typeof useAdminWrites>["run"];
