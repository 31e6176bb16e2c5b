import type { CSSProperties } from "react";
import { Link } from "react-router";
import type { PageSummary } from "../api/pages-client.ts";
import { KindIcon } from "./kind-icon.tsx";
import { KIND_LABELS, pageKind, pageStatus, STATUS_LABELS, type TreeNode } from "./page-tree.ts";

export type RowAction = "rename" | "move" | "settings" | "delete" | "add-child" | "up" | "down";

interface PageRowProps {
  node: TreeNode;
  canWrite: boolean;
  /** First and last among its siblings (the up and down buttons are disabled there). */
  first: boolean;
  last: boolean;
  expanded: boolean;
  onToggle: () => void;
  onAction: (action: RowAction, page: PageSummary) => void;
  busy: boolean;
}

/** One line of the tree: expand toggle, title and path, type badge, status and the actions. */
export function PageRow({ node, canWrite, first, last, expanded, onToggle, onAction, busy }: PageRowProps) {
  const { page } = node;
  const kind = pageKind(page);
  const status = pageStatus(page);
  const target = kind === "redirect" ? page.redirect_path : kind === "link" ? page.to : null;
  return (
    <div className="page-row" style={{ "--depth": node.depth } as CSSProperties}>
      <div className="page-row__main">
        {node.children.length > 0 ? (
          <button
            type="button"
            className="page-row__toggle"
            aria-expanded={expanded}
            aria-label={`${expanded ? "Collapse" : "Expand"} “${page.title}”`}
            onClick={onToggle}
          >
            <span aria-hidden="true">{expanded ? "▾" : "▸"}</span>
          </button>
        ) : (
          <span className="page-row__toggle page-row__toggle--leaf" aria-hidden="true" />
        )}
        <span className={`page-row__icon page-row__icon--${kind}`}>
          <KindIcon kind={kind} />
        </span>
        <div className="page-row__text">
          <span className="page-row__title">{page.title}</span>
          <span className="page-row__path">
            <code>{page.path}</code>
            {target ? (
              <>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> goes to </span>
                <code>{target}</code>
                <span className="page-row__code"> ({page.http_code})</span>
              </>
            ) : null}
          </span>
        </div>
      </div>
      <span className={`page-badge page-badge--${kind}`}>{KIND_LABELS[kind]}</span>
      <span className={`page-status page-status--${status}`}>
        {STATUS_LABELS[status]}
        {page.disabled ? <span className="page-status__disabled">Disabled</span> : null}
      </span>
      <div className="page-row__actions">
        {kind === "page" ? (
          <Link
            className="row-button row-button--primary"
            to={`/cms/pages/${page.id}`}
            aria-label={`${canWrite ? "Edit" : "View"} “${page.title}”`}
          >
            {canWrite ? "Edit" : "View"}
          </Link>
        ) : null}
        {canWrite ? (
          <>
            <button
              type="button"
              className="row-button"
              onClick={() => onAction("rename", page)}
              aria-label={`Rename “${page.title}”`}
            >
              Rename
            </button>
            <button
              type="button"
              className="row-button"
              onClick={() => onAction("move", page)}
              aria-label={`Move “${page.title}”`}
            >
              Move
            </button>
            <button
              type="button"
              className="row-button row-button--icon"
              onClick={() => onAction("up", page)}
              disabled={first || busy}
              aria-label={`Move “${page.title}” up`}
              title="Move up"
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className="row-button row-button--icon"
              onClick={() => onAction("down", page)}
              disabled={last || busy}
              aria-label={`Move “${page.title}” down`}
              title="Move down"
            >
              <span aria-hidden="true">↓</span>
            </button>
            <button
              type="button"
              className="row-button"
              onClick={() => onAction("settings", page)}
              aria-label={`Settings of “${page.title}”`}
            >
              Settings
            </button>
            <button
              type="button"
              className="row-button row-button--icon"
              onClick={() => onAction("add-child", page)}
              aria-label={`Add a page under “${page.title}”`}
              title="Add a page under this one"
            >
              <span aria-hidden="true">+</span>
            </button>
            <button
              type="button"
              className="row-button row-button--danger"
              onClick={() => onAction("delete", page)}
              aria-label={`Delete “${page.title}”`}
            >
              Delete
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
