import { useEffect, useId, useState, useSyncExternalStore } from "react";
import {
  CONSENT_PENDING_ATTRIBUTE,
  acceptConsent,
  isScopeGranted,
  needsDecision,
  rejectConsent,
  type ConsentBanner as ConsentBannerSettings,
  type ConsentState,
} from "../../../model/consent/index.ts";
import { CONSENT_ROOT_ATTRIBUTE, CONSENT_SETTINGS_ATTRIBUTE } from "../../primitives/consent-gate.tsx";
import { readConsent, subscribeConsent, writeConsent } from "../../primitives/consent-store.ts";
import { Modal } from "../../primitives/modal.tsx";
import { activateConsented, listenForAllowButtons } from "./consent-runtime.ts";
import { useUiText } from "../../primitives/ui-text.tsx";

export type ConsentBannerProps = { banner: ConsentBannerSettings } & Record<string, unknown>;

/**
 * The server and the hydrating render do not know the stored choice: they draw the banner, which the
 * stylesheet keeps hidden unless the head's check found no decision (CONSENT_PENDING_ATTRIBUTE), so it
 * paints with the page instead of after the islands' JavaScript (decision 182).
 */
const NOT_READ = null;

/**
 * The cookie consent banner (strategy basic): title, text, accept, reject
 * and "choose" (a modal with one checkbox per optional scope). It overlays the bottom of the viewport
 * (no layout shift) and shows only while the visitor has not decided. It also runs what waits for
 * consent (consent-runtime.ts) on load and after every choice.
 */
export function ConsentBanner({ banner }: ConsentBannerProps) {
  const state = useSyncExternalStore<ConsentState | null>(subscribeConsent, readConsent, () => NOT_READ);
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [needsReload, setNeedsReload] = useState(false);
  const titleId = useId();
  const t = useUiText();

  useEffect(() => {
    listenForAllowButtons();
  }, []);
  // "Cookie settings" anywhere on the page (the footer) reopens the choice, with the current one ticked.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target as Element | null)?.closest?.(`[${CONSENT_SETTINGS_ATTRIBUTE}]`)) return;
      event.preventDefault();
      const current = readConsent();
      setChosen(current.status === "accepted" ? current.scopes : []);
      setChoosing(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  useEffect(() => {
    if (state) activateConsented(state);
  }, [state]);

  const decide = (next: ConsentState) => {
    // Newly granted scopes start at once (the effect above); what already ran cannot be stopped
    // without a reload, so a withdrawn scope asks the visitor for one.
    const before = readConsent();
    const withdrawn = banner.scopes.some(
      (scope) => isScopeGranted("basic", before, scope) && !isScopeGranted("basic", next, scope),
    );
    writeConsent(next);
    setChoosing(false);
    if (withdrawn) setNeedsReload(true);
  };
  const openChoice = () => {
    setChosen(state?.status === "accepted" ? state.scopes : []);
    setChoosing(true);
  };
  const Title = `h${banner.titleLevel}` as const;
  const visible = state === NOT_READ || needsDecision("basic", state);
  // Once the choice is read the banner follows it alone (another tab may decide, or clear storage).
  useEffect(() => {
    if (state !== NOT_READ) document.documentElement.toggleAttribute(CONSENT_PENDING_ATTRIBUTE, visible);
  }, [state, visible]);

  return (
    <div
      className="fc-consent"
      {...{ [CONSENT_ROOT_ATTRIBUTE]: "", "data-consent-placeholder": banner.placeholderText }}
    >
      {visible ? (
        <section className="fc-consent__banner" aria-labelledby={titleId} data-consent-banner="">
          <Title className="fc-consent__title" id={titleId}>
            {banner.title}
          </Title>
          {banner.text ? <p className="fc-consent__text">{banner.text}</p> : null}
          {banner.policyUrl ? (
            <p className="fc-consent__text">
              <a href={banner.policyUrl}>{t("consent.policy")}</a>
            </p>
          ) : null}
          <div className={`fc-consent__buttons fc-consent__buttons--${banner.buttonPosition}`}>
            <button type="button" className="fc-button fc-button--tertiary" onClick={openChoice}>
              {banner.chooseLabel}
            </button>
            <button type="button" className="fc-button fc-button--secondary" onClick={() => decide(rejectConsent())}>
              {banner.rejectLabel}
            </button>
            <button
              type="button"
              className="fc-button fc-button--primary"
              onClick={() => decide(acceptConsent(banner.scopes))}
            >
              {banner.acceptLabel}
            </button>
          </div>
        </section>
      ) : null}
      {needsReload ? (
        <section className="fc-consent__banner" aria-label={t("consent.saved_label")}>
          <p className="fc-consent__text" role="status">
            {t("consent.saved")}
          </p>
          <div className="fc-consent__buttons">
            <button type="button" className="fc-button fc-button--secondary" onClick={() => setNeedsReload(false)}>
              {t("consent.later")}
            </button>
            <button type="button" className="fc-button fc-button--primary" onClick={() => location.reload()}>
              {t("consent.reload")}
            </button>
          </div>
        </section>
      ) : null}
      <Modal
        open={choosing}
        header={banner.chooseLabel}
        onClose={() => setChoosing(false)}
        className="fc-consent__modal"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            decide(acceptConsent(banner.scopes, chosen));
          }}
        >
          <fieldset className="fc-consent__scopes">
            <legend>{t("consent.legend")}</legend>
            <label className="fc-consent__scope">
              <input type="checkbox" checked disabled /> {t("consent.necessary")}
            </label>
            {banner.scopes.map((scope) => (
              <label className="fc-consent__scope" key={scope}>
                <input
                  type="checkbox"
                  name="scope"
                  value={scope}
                  checked={chosen.includes(scope)}
                  onChange={(event) =>
                    setChosen((current) =>
                      event.target.checked ? [...current, scope] : current.filter((entry) => entry !== scope),
                    )
                  }
                />{" "}
                {banner.scopeLabels[scope] ?? scope}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="fc-button fc-button--primary">
            {banner.saveLabel}
          </button>
        </form>
      </Modal>
    </div>
  );
}
