import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { pagesClient, type Comparison, type VersionSummary } from "../api/pages-client.ts";
import { ComparisonView } from "./comparison-view.tsx";
import { useDraft, useDraftSession } from "./draft-session.ts";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

type CompareState = { versionId: string; result: Comparison | null; error: string | null } | null;

/**
 * The page's published versions (newest first): compare one with the draft, or restore it as the
 * draft. A Puck plugin, so it lives in the left rail next to the block list and the outline.
 */
export function VersionsPanel() {
  const { page, store, restore } = useDraftSession();
  const publishCount = useDraft((state) => state.publishCount);
  const versions = useQuery({
    queryKey: ["page-versions", page.id, publishCount],
    queryFn: () => pagesClient.versions(page.id),
  });
  const [compare, setCompare] = useState<CompareState>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const runCompare = async (version: VersionSummary) => {
    setCompare({ versionId: version.id, result: null, error: null });
    try {
      // The comparison is with the saved draft, so save what is on screen first.
      await store.getState().flush();
      setCompare({
        versionId: version.id,
        result: await pagesClient.compare(page.id, version.id, "draft"),
        error: null,
      });
    } catch (error) {
      setCompare({
        versionId: version.id,
        result: null,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };

  const runRestore = async (version: VersionSummary) => {
    const ok = window.confirm(
      `Make version ${version.number} the draft again? The current draft is replaced (it stays in the history only if it was published). Publish afterwards to make it live.`,
    );
    if (!ok) return;
    setBusy(version.id);
    try {
      await restore(version.id);
    } finally {
      setBusy(null);
    }
  };

  let body: ReactNode;
  if (versions.isPending) body = <p className="fc-versions__note">Loading versions…</p>;
  else if (versions.isError)
    body = (
      <p className="fc-versions__note fc-versions__note--error">
        Could not load the versions: {versions.error.message}
      </p>
    );
  else if (versions.data.length === 0)
    body = (
      <p className="fc-versions__note">This page has not been published yet. Every publish adds a version here.</p>
    );
  else
    body = (
      <ol className="fc-versions" aria-label="Published versions">
        {versions.data.map((version) => (
          <li key={version.id} className="fc-versions__item">
            <div className="fc-versions__head">
              <strong>Version {version.number}</strong>
              {version.published ? <span className="fc-badge">Live</span> : null}
            </div>
            <div className="fc-versions__meta">
              <time dateTime={version.created_at}>{dateFormat.format(new Date(version.created_at))}</time>
              {version.created_by ? <span> · {version.created_by}</span> : null}
            </div>
            <div className="fc-versions__actions">
              <button
                type="button"
                className="editor-button editor-button--secondary"
                onClick={() => void runCompare(version)}
              >
                Compare with draft
              </button>
              <button
                type="button"
                className="editor-button editor-button--secondary"
                disabled={busy !== null}
                onClick={() => void runRestore(version)}
              >
                {busy === version.id ? "Restoring…" : "Restore"}
              </button>
            </div>
            {compare?.versionId === version.id ? (
              compare.error ? (
                <p className="fc-versions__note fc-versions__note--error">Could not compare: {compare.error}</p>
              ) : compare.result ? (
                <ComparisonView comparison={compare.result} versionNumber={version.number} />
              ) : (
                <p className="fc-versions__note">Comparing…</p>
              )
            ) : null}
          </li>
        ))}
      </ol>
    );
  return (
    <section className="fc-history" aria-labelledby="fc-history-title">
      <h2 id="fc-history-title" className="fc-history__title">
        Published versions
      </h2>
      {body}
    </section>
  );
}
