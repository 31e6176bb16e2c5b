import { Modal } from "../../../renderer/primitives/modal.tsx";
import { formatCountdown } from "../../../model/order-journey/index.ts";

/** Why the visitor no longer holds the vehicle. */
export type KickedOutReason = "reserved" | "expired";

const KICKED_OUT = {
  reserved: {
    header: "This vehicle is reserved",
    body: "Another customer is reserving this vehicle right now. It may become available again later; in the meantime, have a look at our other vehicles in stock.",
  },
  expired: {
    header: "Your reservation time has ended",
    body: "We held this vehicle for you for a limited time, and that time is over. Start again to reserve it, if it is still available.",
  },
} as const;

/** The soft-lock init modal: the vehicle is held for the visitor for the time shown. */
export function LockInitModal({ open, seconds, onClose }: { open: boolean; seconds: number; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      header="This vehicle is held for you"
      body={`Nobody else can reserve it for the next ${formatCountdown(seconds)} minutes while you complete your reservation.`}
      className="order-online__modal"
    >
      <button type="button" className="fc-button fc-button--primary" onClick={onClose} autoFocus>
        Continue
      </button>
    </Modal>
  );
}

/** The kicked-out modal: not closable; the visitor starts again or goes back to the stock. */
export function KickedOutModal({ reason, onRestart }: { reason: KickedOutReason | null; onRestart?: () => void }) {
  const text = KICKED_OUT[reason ?? "reserved"];
  return (
    <Modal
      open={reason !== null}
      closable={false}
      header={text.header}
      body={text.body}
      className="order-online__modal"
    >
      <div className="order-online__actions">
        {reason === "expired" && onRestart ? (
          <button type="button" className="fc-button fc-button--primary" onClick={onRestart}>
            Start again
          </button>
        ) : null}
        <a className="fc-button fc-button--secondary" href="/stock">
          Back to stock
        </a>
      </div>
    </Modal>
  );
}

/** The lock countdown, announced politely once a minute by screen readers (the text changes every second). */
export function LockCountdown({ seconds }: { seconds: number }) {
  return (
    <p className="order-online__countdown" data-testid="lock-countdown">
      <span>Reserved for you for </span>
      <strong>{formatCountdown(seconds)}</strong>
      <span className="visually-hidden" aria-live="polite">
        {seconds % 60 === 0 ? `${Math.round(seconds / 60)} minutes left` : ""}
      </span>
    </p>
  );
}
