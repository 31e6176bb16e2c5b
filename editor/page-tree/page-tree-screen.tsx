import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { pagesClient, type PageSummary } from "../api/pages-client.ts";
import { hasRole, useSession } from "../api/session.ts";
import { CreatePageDialog, type CreateKind } from "./create-page-dialog.tsx";
import { DeleteDialog } from "./delete-dialog.tsx";
import { MoveDialog } from "./move-dialog.tsx";
import { PageRow, type RowAction } from "./page-row.tsx";
import { PageSettingsDialog } from "./page-settings-dialog.tsx";
import { buildTree, filterTree, placeOf, planMove, type TreeNode } from "./page-tree.ts";
import { RenameDialog } from "./rename-dialog.tsx";
import { PAGES_QUERY_KEY, usePageWrites } from "./use-page-writes.ts";
import { MenuButton, Notice, TextField } from "../ui/index.ts";
import "./page-tree.css";

const NONE_COLLAPSED: ReadonlySet<string> = new Set();

type OpenDialog =
  | { kind: "create"; create: CreateKind; parentId: string | null }
  | { kind: "rename" | "move" | "delete" | "settings"; page: PageSummary };

/** /cms: every page as a tree, with create, rename, move, reorder, settings and delete for editors. */
export function PageTreeScreen() {
  const session = useSession();
  const canWrite = hasRole(session.data, "editor");
  const pages = useQuery({ queryKey: PAGES_QUERY_KEY, queryFn: pagesClient.list });
  const writes = usePageWrites();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const list = useMemo(() => pages.data ?? [], [pages.data]);
  const tree = useMemo(() => buildTree(list), [list]);
  const [query, setQuery] = useState("");
  const shown = useMemo(() => filterTree(tree, query), [tree, query]);
  const searching = query.trim() !== "";
  const { run, applySteps } = writes;

  const moveBy = useCallback(
    async (page: PageSummary, delta: number) => {
      const place = placeOf(list, page.id);
      const steps = planMove(list, page.id, place.parentId, place.index + delta);
      if (steps.length > 0)
        await run(() => applySteps(steps), { success: `Moved “${page.title}” ${delta < 0 ? "up" : "down"}.` });
    },
    [list, run, applySteps],
  );

  const onAction = (action: RowAction, page: PageSummary) => {
    if (action === "up" || action === "down") return void moveBy(page, action === "up" ? -1 : 1);
    if (action === "add-child") return setDialog({ kind: "create", create: "page", parentId: page.id });
    // The dialog keeps the row as it was when opened: its write is based on the revision the user saw.
    setDialog({ kind: action, page });
  };

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const create = (kind: CreateKind) => () => setDialog({ kind: "create", create: kind, parentId: null });
  const close = () => setDialog(null);

  return (
    <section className={`page-tree${canWrite ? "" : " page-tree--readonly"}`} aria-labelledby="page-tree-title">
      <header className="page-tree__header">
        <div>
          <h1 id="page-tree-title" tabIndex={-1} data-focus-fallback>
            Pages
          </h1>
          <p className="page-tree__lead">
            {canWrite
              ? "Every page of the site. Open a page to edit its blocks; publish it from the editor."
              : "Every page of the site. You can look at pages; your role cannot change them."}
          </p>
        </div>
        {canWrite ? (
          <MenuButton
            label="New"
            items={[
              { label: "Page", description: "A content page built with blocks", onSelect: create("page") },
              { label: "Folder", description: "Groups pages; not shown on the site", onSelect: create("folder") },
              {
                label: "Redirect",
                description: "Sends a path to another page of the site",
                onSelect: create("redirect"),
              },
              { label: "Link", description: "Sends a path to an external address or a file", onSelect: create("link") },
            ]}
          />
        ) : null}
      </header>
      <Notice notice={writes.notice} onDismiss={() => writes.setNotice(null)} />
      {pages.isPending ? <p className="editor-loading">Loading pages…</p> : null}
      {pages.isError ? (
        <p className="editor-error" role="alert">
          The pages could not be loaded: {pages.error.message}{" "}
          <button type="button" className="fc-link-button" onClick={() => void pages.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {pages.isSuccess && list.length === 0 ? (
        <p className="page-tree__empty">There are no pages yet.{canWrite ? " Create the first one with New." : ""}</p>
      ) : null}
      {pages.isSuccess && list.length > 0 ? (
        <div className="page-tree__search" role="search">
          <TextField
            label="Find a page"
            name="page_search"
            type="search"
            value={query}
            onChange={setQuery}
            placeholder="Title or path"
          />
        </div>
      ) : null}
      {pages.isSuccess && searching && shown.length === 0 ? (
        <p className="page-tree__empty" role="status">
          No page has “{query.trim()}” in its title or path.
        </p>
      ) : null}
      {pages.isSuccess && shown.length > 0 ? (
        <div className="page-tree__table">
          <div className="page-tree__columns" aria-hidden="true">
            <span>Title and path</span>
            <span>Type</span>
            <span>Status</span>
            <span className="page-tree__actions-heading">{canWrite ? "Actions" : ""}</span>
          </div>
          <TreeList
            nodes={shown}
            label="Pages"
            canWrite={canWrite}
            // While searching every match is shown, whatever was collapsed.
            collapsed={searching ? NONE_COLLAPSED : collapsed}
            onToggle={toggle}
            onAction={onAction}
            busy={writes.busy}
          />
        </div>
      ) : null}
      {dialog ? <DialogFor dialog={dialog} pages={list} close={close} writes={writes} /> : null}
    </section>
  );
}

interface TreeListProps {
  nodes: readonly TreeNode[];
  label?: string;
  canWrite: boolean;
  collapsed: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onAction: (action: RowAction, page: PageSummary) => void;
  busy: boolean;
}

/** Nested lists: assistive technology announces each level and how many pages it holds. */
function TreeList({ nodes, label, ...rest }: TreeListProps) {
  return (
    <ul className="page-tree__list" aria-label={label}>
      {nodes.map((node, index) => {
        const expanded = !rest.collapsed.has(node.page.id);
        return (
          <li key={node.page.id} className="page-tree__item">
            <PageRow
              node={node}
              canWrite={rest.canWrite}
              first={index === 0}
              last={index === nodes.length - 1}
              expanded={expanded}
              onToggle={() => rest.onToggle(node.page.id)}
              onAction={rest.onAction}
              busy={rest.busy}
            />
            {node.children.length > 0 && expanded ? (
              <TreeList nodes={node.children} label={`Pages under “${node.page.title}”`} {...rest} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function DialogFor({
  dialog,
  pages,
  close,
  writes,
}: {
  dialog: OpenDialog;
  pages: readonly PageSummary[];
  close: () => void;
  writes: ReturnType<typeof usePageWrites>;
}) {
  if (dialog.kind === "create")
    return (
      <CreatePageDialog
        pages={pages}
        initialKind={dialog.create}
        initialParentId={dialog.parentId}
        onClose={close}
        run={writes.run}
      />
    );
  const { page } = dialog;
  switch (dialog.kind) {
    case "rename":
      return (
        <RenameDialog
          page={page}
          parent={pages.find((candidate) => candidate.id === page.parent_id) ?? null}
          onClose={close}
          run={writes.run}
        />
      );
    case "move":
      return <MoveDialog pages={pages} page={page} onClose={close} run={writes.run} applySteps={writes.applySteps} />;
    case "delete":
      return (
        <DeleteDialog
          page={page}
          childCount={pages.filter((candidate) => candidate.parent_id === page.id).length}
          onClose={close}
          run={writes.run}
        />
      );
    case "settings":
      return <PageSettingsDialog page={page} pages={pages} onClose={close} run={writes.run} />;
  }
}
