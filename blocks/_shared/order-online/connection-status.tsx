import { useEffect, useState } from "react";
import { useJourneyText } from "./journey-text.tsx";

/**
 * Whether the browser is online (navigator.onLine and its online/offline events). Before hydration,
 * and where the browser cannot tell, it counts as online: the first render matches the server's.
 */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

/**
 * Says so while the connection is lost: the journey keeps what the buyer entered (it is in this
 * browser's storage) and carries on when the connection is back; nothing is sent meanwhile.
 */
export function OfflineNotice({ online }: { online: boolean }) {
  const { t } = useJourneyText();
  return (
    <div className="order-online__connection" role="status" aria-live="polite">
      {online ? null : (
        <p className="order-online__offline">
          <strong>{t("order.offline")}</strong> {t("order.offline_text")}
        </p>
      )}
    </div>
  );
}
