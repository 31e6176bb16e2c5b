import { useDraft, useDraftSession } from "./draft-session.ts";

/**
 * A bar above the editor for what the header has no room to explain: a conflict (autosave has
 * stopped; Reload loads the other person's version) or why the last save or publish failed.
 */
export function DraftNotice() {
  const { reload } = useDraftSession();
  const conflict = useDraft((state) => state.status === "conflict");
  const message = useDraft((state) => state.message);
  if (!message) return null;
  return (
    <div className={`fc-notice${conflict ? " fc-notice--conflict" : ""}`} role="alert">
      <p>{message}</p>
      {conflict ? (
        <button type="button" className="editor-button" onClick={reload}>
          Reload
        </button>
      ) : null}
    </div>
  );
}
