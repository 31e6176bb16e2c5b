import { useState, type MouseEvent } from "react";
import { useDraft, useDraftSession } from "./draft-session.ts";
import { useCanvasDirection } from "./canvas-direction.ts";
import { publishBlocker, statusOf } from "./draft-status.ts";
import { useCanvasFailures } from "../puck/canvas-failures.ts";

/**
 * Where the server shows a page's draft as the site would render it; with `at` (a date and time of the
 * site's time zone) as it would render then, offer schedules included (decision 114).
 */
function previewUrl(pageId: string, at: string): string {
  const base = `/cms/preview/${encodeURIComponent(pageId)}`;
  return at ? `${base}?at=${encodeURIComponent(at)}` : base;
}

/**
 * Puck's `headerActions` override: the save status, "Preview draft" (saved first, so the preview
 * shows what is on screen) and Publish, which saves first and is refused while the page has problems.
 */
export function HeaderActions() {
  const { page, store } = useDraftSession();
  const canvas = useCanvasDirection();
  // Primitive slices only: a selector returning a new object would re-render forever.
  const saveStatus = useDraft((state) => state.status);
  const problems = useDraft((state) => state.issues.length);
  const publishing = useDraft((state) => state.publishing);
  const brokenBlocks = useCanvasFailures();
  const status = statusOf({ status: saveStatus, problems, brokenBlocks });
  const blocker = publishBlocker({ status: saveStatus, problems, publishing });
  const unpublished = useDraft((state) => state.hasUnpublishedChanges);
  const publishCount = useDraft((state) => state.publishCount);
  const [justPublished, setJustPublished] = useState(0);
  // Empty: preview now. A datetime-local value (no zone): read in the site's time zone by the server.
  const [previewAt, setPreviewAt] = useState("");

  const openPreview = (event: MouseEvent<HTMLAnchorElement>) => {
    if (store.getState().status === "saved") return;
    // Open the tab now (a later window.open would be blocked), point it at the preview once saved.
    event.preventDefault();
    const tab = window.open("about:blank", "_blank");
    void store
      .getState()
      .flush()
      .finally(() => {
        if (tab) tab.location.href = previewUrl(page.id, previewAt);
      });
  };

  const publish = async () => {
    if (await store.getState().publish()) setJustPublished(store.getState().publishCount);
  };

  return (
    <div className="fc-header-actions">
      <button
        type="button"
        className="editor-button editor-button--secondary"
        aria-pressed={canvas.dir === "rtl"}
        title="Show the canvas right to left, as an Arabic page lays out"
        onClick={() => canvas.setDir(canvas.dir === "rtl" ? "ltr" : "rtl")}
      >
        Right to left
      </button>
      <span className={`fc-save-status fc-save-status--${status.tone}`} role="status" aria-live="polite">
        {saveStatus === "saved" &&
        brokenBlocks === 0 &&
        justPublished === publishCount &&
        publishCount > 0 &&
        !unpublished
          ? "Published"
          : status.text}
      </span>
      <label className="fc-preview-at">
        <span>Preview at</span>
        <input
          type="datetime-local"
          value={previewAt}
          title="Preview the page as it shows at this date and time of the site's time zone (empty: now)"
          onChange={(event) => setPreviewAt(event.target.value)}
        />
      </label>
      <a
        className="editor-button editor-button--secondary"
        href={previewUrl(page.id, previewAt)}
        target="_blank"
        rel="noopener"
        onClick={openPreview}
      >
        Preview draft
      </a>
      <button
        type="button"
        className="editor-button"
        disabled={blocker !== null}
        title={blocker ?? (unpublished ? "Make the draft live" : "The live page already matches the draft")}
        aria-describedby={blocker ? "fc-publish-blocker" : undefined}
        onClick={() => void publish()}
      >
        {publishing ? "Publishing…" : "Publish"}
      </button>
      {blocker && !publishing ? (
        <span id="fc-publish-blocker" className="visually-hidden">
          {blocker}
        </span>
      ) : null}
    </div>
  );
}
