import type { QueryKey, UseQueryResult } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ConfirmDeleteDialog } from "../confirm-delete-dialog.tsx";
import { Notice } from "../notice.tsx";
import { noRows, QueryState } from "../query-state.tsx";
import { useListWrites } from "./use-list-writes.ts";
import type { FormRun } from "./write-outcome.ts";

interface PanelColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The column that names the row (a row header for screen readers). */
  rowHeader?: boolean;
  /** On the column's cells; `headerClassName` on its header. */
  className?: string;
  headerClassName?: string;
}

interface PanelDeletion<T> {
  title: (row: T) => string;
  /** The danger button's text, e.g. "Delete user". */
  confirmLabel: string;
  remove: (row: T) => Promise<unknown>;
  success: (row: T) => string;
  /** What the delete takes with it, in the user's terms. */
  body: (row: T) => ReactNode;
  /** After a successful delete, before the dialog closes. */
  afterDelete?: (row: T) => void;
}

export interface EntityPanelProps<T> {
  title: string;
  lead: ReactNode;
  addLabel: string;
  /** Plural noun for the loading and failure lines ("users"). */
  noun: string;
  list: UseQueryResult<readonly T[]>;
  /** Refreshed after every write (a prefix of `list`'s key). */
  writesKey: QueryKey;
  columns: readonly PanelColumn<T>[];
  rowKey: (row: T) => string;
  /** Completes the row buttons' accessible names ("Edit site.theme"). */
  subject: (row: T) => string;
  /** Shown instead of an empty table; without it the table shows its headers. */
  empty?: ReactNode;
  /** Controls between the title bar and the list (filters). */
  filters?: ReactNode;
  /** The add (row null) or edit dialog. */
  form: (row: T | null, close: () => void, run: FormRun) => ReactNode;
  deletion: PanelDeletion<T>;
  /** Read-only: the list without the add button and the row buttons (a role that may not write). */
  readOnly?: boolean;
}

type OpenDialog<T> = { kind: "create" } | { kind: "edit" | "delete"; row: T };

/** An admin list: title bar with its add button, the write notice, the table with Edit and Delete per row, and their dialogs. */
export function EntityPanel<T>({
  title,
  lead,
  addLabel,
  noun,
  list,
  writesKey,
  columns,
  rowKey,
  subject,
  empty,
  filters,
  form,
  deletion,
  readOnly = false,
}: EntityPanelProps<T>) {
  const { notice, setNotice, run } = useListWrites(writesKey);
  const [dialog, setDialog] = useState<OpenDialog<T> | null>(null);
  const close = () => setDialog(null);
  return (
    <div className="admin-panel">
      <div className="admin-panel__bar">
        <div>
          <h2>{title}</h2>
          <p className="admin-panel__lead">{lead}</p>
        </div>
        {readOnly ? null : (
          <button type="button" className="editor-button" onClick={() => setDialog({ kind: "create" })}>
            {addLabel}
          </button>
        )}
      </div>
      {filters ? <div className="admin-panel__filters">{filters}</div> : null}
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <QueryState
        query={list}
        loading={`Loading ${noun}…`}
        failure={`The ${noun} could not be loaded`}
        isEmpty={empty === undefined ? undefined : noRows}
        empty={empty}
      >
        {(rows) => (
          <table className="admin-table">
            <thead>
              <tr>
                {columns.map((column, at) => (
                  <th key={at} scope="col" className={column.headerClassName}>
                    {column.header}
                  </th>
                ))}
                {readOnly ? null : (
                  <th scope="col" className="admin-table__actions">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column, at) =>
                    column.rowHeader ? (
                      <th key={at} scope="row" className={column.className}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={at} className={column.className}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                  {readOnly ? null : (
                    <td className="admin-table__actions">
                      <button
                        type="button"
                        className="row-button"
                        onClick={() => setDialog({ kind: "edit", row })}
                        aria-label={`Edit ${subject(row)}`}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="row-button row-button--danger"
                        onClick={() => setDialog({ kind: "delete", row })}
                        aria-label={`Delete ${subject(row)}`}
                      >
                        Delete
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      {dialog?.kind === "create" ? form(null, close, run) : null}
      {dialog?.kind === "edit" ? form(dialog.row, close, run) : null}
      {dialog?.kind === "delete" ? (
        <DeleteRowDialog row={dialog.row} deletion={deletion} onClose={close} run={run} />
      ) : null}
    </div>
  );
}

function DeleteRowDialog<T>({
  row,
  deletion,
  onClose,
  run,
}: {
  row: T;
  deletion: PanelDeletion<T>;
  onClose: () => void;
  run: FormRun;
}) {
  const remove = async () => {
    const outcome = await run(() => deletion.remove(row), { fields: [], success: deletion.success(row) });
    if (!outcome.ok) return outcome.failure.message;
    deletion.afterDelete?.(row);
    return null;
  };
  return (
    <ConfirmDeleteDialog
      title={deletion.title(row)}
      confirmLabel={deletion.confirmLabel}
      onConfirm={remove}
      onClose={onClose}
    >
      {deletion.body(row)}
    </ConfirmDeleteDialog>
  );
}
