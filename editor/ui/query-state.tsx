import type { ReactNode } from "react";

/** What QueryState reads of a TanStack query result (a narrow shape so tests can pass plain objects). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown while the first answer is on its way, e.g. "Loading orders…". */
  loading: string;
  /** Leads the error message, e.g. "The orders could not be loaded". */
  failure: string;
  /** Whether the loaded data has nothing to show; then `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The loading, failure and empty states every admin list shows the same way, so each screen writes
 * only its table. A failed refetch keeps the rows it had on screen and says why they may be stale.
 */
export function QueryState<T>({ query, loading, failure, isEmpty, empty, children }: QueryStateProps<T>) {
  const { data } = query;
  const nothing = data !== undefined && isEmpty?.(data) === true;
  return (
    <>
      {query.isPending ? <p className="editor-loading">{loading}</p> : null}
      {query.isError ? (
        <p className="editor-error" role="alert">
          {failure}: {query.error?.message}
        </p>
      ) : null}
      {nothing ? <p className="admin-panel__empty">{empty}</p> : null}
      {data !== undefined && !nothing ? children(data) : null}
    </>
  );
}

/** For `isEmpty`: a list with no rows. */
export const noRows = (rows: readonly unknown[]): boolean => rows.length === 0;
