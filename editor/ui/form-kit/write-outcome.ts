import type { WriteFailure } from "../form-errors.ts";

/** A write as a form sees it: the value, or the failure read into form terms (see `failureOf`). */
export type WriteOutcome<T> = { ok: true; value: T } | { ok: false; failure: WriteFailure };

export interface RunOptions {
  /** The field names the calling form shows: issues for them are returned, not announced. */
  fields?: readonly string[];
  /** Announced when the write succeeds. */
  success?: string;
}

/** Runs one write for a form or a list (`usePageWrites`, `useListWrites`): refreshes and announces around it. */
export type FormRun = <T>(action: () => Promise<T>, options?: RunOptions) => Promise<WriteOutcome<T>>;
