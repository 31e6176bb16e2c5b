export interface NoticeMessage {
  tone: "success" | "warning" | "error";
  text: string;
}

/**
 * The screen's message line. Both live regions stay in the document so screen readers announce what
 * appears in them: success politely (status), warnings and errors at once (alert).
 */
export function Notice({ notice, onDismiss }: { notice: NoticeMessage | null; onDismiss: () => void }) {
  const urgent = notice !== null && notice.tone !== "success";
  const content = notice ? (
    <div className={`fc-notice fc-notice--${notice.tone}`}>
      <span>{notice.text}</span>
      <button type="button" className="fc-notice__dismiss" onClick={onDismiss} aria-label="Dismiss message">
        ×
      </button>
    </div>
  ) : null;
  return (
    <div className="fc-notice-region">
      <div role="status">{urgent ? null : content}</div>
      <div role="alert">{urgent ? content : null}</div>
    </div>
  );
}
