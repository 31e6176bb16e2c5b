import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { metaheadsClient, SCRIPT_LANGUAGES, type Metahead } from "../api/metaheads-client.ts";
import { pagesClient } from "../api/pages-client.ts";
import { allPageOptions } from "../page-tree/page-options.ts";
import { PAGES_QUERY_KEY } from "../page-tree/use-page-writes.ts";
import { EntityPanel, SelectField } from "../ui/index.ts";
import { previewOf } from "./json-text.ts";
import { MetaheadDialog } from "./metahead-dialog.tsx";

const METAHEADS_KEY = ["admin", "metaheads"] as const;
const ALL = "";

/** Metaheads: scripts, styles and HTML added to the head or body of every page, or of one page. */
export function MetaheadsPanel() {
  const [pageFilter, setPageFilter] = useState(ALL);
  const metaheads = useQuery({
    queryKey: [...METAHEADS_KEY, pageFilter],
    queryFn: () => metaheadsClient.list(pageFilter || undefined),
  });
  const pages = useQuery({ queryKey: PAGES_QUERY_KEY, queryFn: pagesClient.list });
  const pageList = pages.data ?? [];
  const pageTitle = (id: string | null) => {
    if (id === null) return "Every page";
    const page = pageList.find((candidate) => candidate.id === id);
    return page ? `${page.title} (${page.path})` : "A deleted page";
  };

  return (
    <EntityPanel<Metahead>
      title="Metaheads"
      lead="Code added to every page or one page, in sequence order. Scripts and HTML (javascript, js-src, html) run in visitors’ browsers: only admins may save them."
      addLabel="Add metahead"
      noun="metaheads"
      list={metaheads}
      writesKey={METAHEADS_KEY}
      empty={`No metaheads${pageFilter ? " for this page" : ""}.`}
      filters={
        <SelectField
          label="Show"
          name="page_filter"
          value={pageFilter}
          onChange={setPageFilter}
          options={[
            { value: ALL, label: "All metaheads" },
            ...allPageOptions(pageList).map((option) => ({
              ...option,
              label: `On ${option.label.trim()} (with the global ones)`,
            })),
          ]}
        />
      }
      rowKey={(metahead) => metahead.id}
      subject={(metahead) => `${metahead.language} metahead ${metahead.sequence}`}
      columns={[
        {
          header: "Sequence",
          className: "admin-table__number",
          headerClassName: "admin-table__number",
          cell: (metahead) => metahead.sequence,
        },
        {
          header: "Language",
          rowHeader: true,
          cell: (metahead) => (
            <span
              className={`admin-language${SCRIPT_LANGUAGES.has(metahead.language) ? " admin-language--script" : ""}`}
            >
              {metahead.language}
            </span>
          ),
        },
        {
          header: "Content",
          className: "admin-table__value",
          cell: (metahead) => <code>{previewOf(metahead.content, 90) || <em>empty</em>}</code>,
        },
        { header: "Where", cell: (metahead) => pageTitle(metahead.rdx_core_page_id) },
        {
          header: "Placement",
          cell: (metahead) => (
            <>
              {metahead.in_body ? "Body" : "Head"}
              {metahead.reload_on_each_page ? <span className="admin-tag">reloads on each page</span> : null}
            </>
          ),
        },
      ]}
      form={(metahead, close, run) => (
        <MetaheadDialog
          metahead={metahead}
          pages={pageList}
          defaultPageId={metahead ? null : pageFilter || null}
          onClose={close}
          run={run}
        />
      )}
      deletion={{
        title: (metahead) => `Delete this ${metahead.language} metahead?`,
        confirmLabel: "Delete metahead",
        remove: (metahead) => metaheadsClient.remove(metahead.id),
        success: (metahead) => `Deleted the ${metahead.language} metahead.`,
        body: (metahead) => (
          <>
            <p>
              <code className="admin-code-preview">{previewOf(metahead.content, 200)}</code>
            </p>
            <p>Pages stop including it at their next request.</p>
          </>
        ),
      }}
    />
  );
}
