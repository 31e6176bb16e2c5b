import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { metaheadsClient, SCRIPT_LANGUAGES, type Metahead } from "../api/metaheads-client.ts";
import { ActionsHeader, RowActions } from "./admin-table.tsx";
import { pagesClient } from "../api/pages-client.ts";
import { allPageOptions } from "../page-tree/page-options.ts";
import { PAGES_QUERY_KEY } from "../page-tree/use-page-writes.ts";
import { ConfirmDeleteDialog, Notice, SelectField } from "../ui/index.ts";
import { previewOf } from "./json-text.ts";
import { MetaheadDialog } from "./metahead-dialog.tsx";
import { useAdminWrites, type AdminRun } from "./use-admin-writes.ts";

const METAHEADS_KEY = ["admin", "metaheads"] as const;
const ALL = "";

type OpenDialog = { kind: "create" } | { kind: "edit" | "delete"; metahead: Metahead };

/** Metaheads: scripts, styles and HTML added to the head or body of every page, or of one page. */
export function MetaheadsPanel() {
  const [pageFilter, setPageFilter] = useState(ALL);
  const metaheads = useQuery({ queryKey: [...METAHEADS_KEY, pageFilter], queryFn: () => metaheadsClient.list(pageFilter || undefined) });
  const pages = useQuery({ queryKey: PAGES_QUERY_KEY, queryFn: pagesClient.list });
  const { notice, setNotice, run } = useAdminWrites(METAHEADS_KEY);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const pageList = pages.data ?? [];
  const pageTitle = (id: string | null) => {
    if (id === null) return "Every page";
    const page = pageList.find((candidate) => candidate.id === id);
    return page ? `${page.title} (${page.path})` : "A deleted page";
  };

  return (
    <div className="admin-panel">
      <div className="admin-panel__bar">
        <div>
          <h2>Metaheads</h2>
          <p className="admin-panel__lead">
            Code added to every page or one page, in sequence order. Scripts and HTML (javascript, js-src, html) run in visitors’ browsers: only admins may save them.
          </p>
        </div>
        <button type="button" className="editor-button" onClick={() => setDialog({ kind: "create" })}>
          Add metahead
        </button>
      </div>
      <div className="admin-panel__filters">
        <SelectField
          label="Show"
          name="page_filter"
          value={pageFilter}
          onChange={setPageFilter}
          options={[{ value: ALL, label: "All metaheads" }, ...allPageOptions(pageList).map((option) => ({ ...option, label: `On ${option.label.trim()} (with the global ones)` }))]}
        />
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      {metaheads.isPending ? <p className="editor-loading">Loading metaheads…</p> : null}
      {metaheads.isError ? (
        <p className="editor-error" role="alert">
          The metaheads could not be loaded: {metaheads.error.message}
        </p>
      ) : null}
      {metaheads.isSuccess && metaheads.data.length === 0 ? <p className="admin-panel__empty">No metaheads{pageFilter ? " for this page" : ""}.</p> : null}
      {metaheads.isSuccess && metaheads.data.length > 0 ? (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col" className="admin-table__number">
                Sequence
              </th>
              <th scope="col">Language</th>
              <th scope="col">Content</th>
              <th scope="col">Where</th>
              <th scope="col">Placement</th>
              <ActionsHeader />
            </tr>
          </thead>
          <tbody>
            {metaheads.data.map((metahead) => (
              <tr key={metahead.id}>
                <td className="admin-table__number">{metahead.sequence}</td>
                <th scope="row">
                  <span className={`admin-language${SCRIPT_LANGUAGES.has(metahead.language) ? " admin-language--script" : ""}`}>{metahead.language}</span>
                </th>
                <td className="admin-table__value">
                  <code>{previewOf(metahead.content, 90) || <em>empty</em>}</code>
                </td>
                <td>{pageTitle(metahead.rdx_core_page_id)}</td>
                <td>
                  {metahead.in_body ? "Body" : "Head"}
                  {metahead.reload_on_each_page ? <span className="admin-tag">reloads on each page</span> : null}
                </td>
                <RowActions subject={`${metahead.language} metahead ${metahead.sequence}`} onEdit={() => setDialog({ kind: "edit", metahead })} onDelete={() => setDialog({ kind: "delete", metahead })} />
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {dialog?.kind === "create" ? <MetaheadDialog metahead={null} pages={pageList} defaultPageId={pageFilter || null} onClose={close} run={run} /> : null}
      {dialog?.kind === "edit" ? <MetaheadDialog metahead={dialog.metahead} pages={pageList} defaultPageId={null} onClose={close} run={run} /> : null}
      {dialog?.kind === "delete" ? <DeleteMetaheadDialog metahead={dialog.metahead} onClose={close} run={run} /> : null}
    </div>
  );
}

function DeleteMetaheadDialog({ metahead, onClose, run }: { metahead: Metahead; onClose: () => void; run: AdminRun }) {
  const remove = async () => {
    const outcome = await run(() => metaheadsClient.remove(metahead.id), { fields: [], success: `Deleted the ${metahead.language} metahead.` });
    return outcome.ok ? null : outcome.failure.message;
  };
  return (
    <ConfirmDeleteDialog title={`Delete this ${metahead.language} metahead?`} confirmLabel="Delete metahead" onConfirm={remove} onClose={onClose}>
      <p>
        <code className="admin-code-preview">{previewOf(metahead.content, 200)}</code>
      </p>
      <p>Pages stop including it at their next request.</p>
    </ConfirmDeleteDialog>
  );
}
