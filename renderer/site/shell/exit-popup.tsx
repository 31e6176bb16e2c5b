import { useEffect, useMemo, useState } from "react";
import { exitPopupMatcher, type ExitPopup as ExitPopupSettings } from "../../../model/overlays/index.ts";
import { Modal } from "../../primitives/modal.tsx";

export type ExitPopupProps = { popup: ExitPopupSettings } & Record<string, unknown>;

interface Pending {
  url: string;
  newWindow: boolean;
}

/**
 * The exit popup: a click on a link whose URL matches a whitelisted pattern and no
 * blacklisted one opens the exit-confirmation modal instead; go follows the link, cancel closes.
 */
export function ExitPopup({ popup }: ExitPopupProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const asks = useMemo(
    () =>
      exitPopupMatcher(popup, (pattern) => console.warn(`exit_popup.config: "${pattern}" is not a regular expression`)),
    [popup],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.closest("dialog") || !asks(link.href)) return;
      event.preventDefault();
      setPending({ url: link.href, newWindow: link.target === "_blank" });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [asks]);

  const go = () => {
    if (!pending) return;
    setPending(null);
    if (pending.newWindow) window.open(pending.url, "_blank", "noopener");
    else window.location.assign(pending.url);
  };

  return (
    <Modal
      open={pending !== null}
      onClose={() => setPending(null)}
      header={popup.title || undefined}
      label={popup.title ? undefined : "You are leaving this site"}
      body={popup.text || undefined}
      className="fc-exit-popup"
    >
      <div className="fc-exit-popup__buttons">
        {popup.cancelLabel ? (
          <button type="button" className="fc-button fc-button--secondary" onClick={() => setPending(null)}>
            {popup.cancelLabel}
          </button>
        ) : null}
        <button type="button" className="fc-button fc-button--primary" onClick={go}>
          {popup.goLabel}
        </button>
      </div>
    </Modal>
  );
}
