import { Modal } from "../../../renderer/primitives/modal.tsx";
import { formatCountdown } from "../../../model/order-journey/index.ts";
import { useJourneyText } from "./journey-text.tsx";

/** Why the visitor no longer holds the vehicle. */
export type KickedOutReason = "reserved" | "expired";

const KICKED_OUT = {
  reserved: { header: "order.reserved_title", body: "order.reserved_text" },
  expired: { header: "order.expired_title", body: "order.expired_text" },
} as const;

/** The soft-lock init modal: the vehicle is held for the visitor for the time shown. */
export function LockInitModal({ open, seconds, onClose }: { open: boolean; seconds: number; onClose: () => void }) {
  const { t } = useJourneyText();
  return (
    <Modal
      open={open}
      onClose={onClose}
      header={t("order.held_title")}
      body={t("order.held_text", { time: formatCountdown(seconds) })}
      className="order-online__modal"
    >
      <button type="button" className="fc-button fc-button--primary" onClick={onClose} autoFocus>
        {t("order.continue")}
      </button>
    </Modal>
  );
}

/** The kicked-out modal: not closable; the visitor starts again or goes back to the stock. */
export function KickedOutModal({ reason, onRestart }: { reason: KickedOutReason | null; onRestart?: () => void }) {
  const { t, path } = useJourneyText();
  const text = KICKED_OUT[reason ?? "reserved"];
  return (
    <Modal
      open={reason !== null}
      closable={false}
      header={t(text.header)}
      body={t(text.body)}
      className="order-online__modal"
    >
      <div className="order-online__actions">
        {reason === "expired" && onRestart ? (
          <button type="button" className="fc-button fc-button--primary" onClick={onRestart}>
            {t("order.start_again")}
          </button>
        ) : null}
        <a className="fc-button fc-button--secondary" href={path("/stock")}>
          {t("order.back_to_stock")}
        </a>
      </div>
    </Modal>
  );
}

/** The lock countdown, announced politely once a minute by screen readers (the text changes every second). */
export function LockCountdown({ seconds }: { seconds: number }) {
  const { t } = useJourneyText();
  return (
    <p className="order-online__countdown" data-testid="lock-countdown">
      <span>{t("order.held_for")} </span>
      {/* A clock reads left to right in every language. */}
      <strong dir="ltr">{formatCountdown(seconds)}</strong>
      <span className="visually-hidden" aria-live="polite">
        {seconds % 60 === 0 ? t("order.minutes_left", { count: Math.round(seconds / 60) }) : ""}
      </span>
    </p>
  );
}
