import type { ConsentBanner as ConsentBannerSettings } from "../../../model/consent/index.ts";
import { CONSENT_ROOT_ATTRIBUTE } from "../../primitives/consent-attributes.ts";
import { Icon } from "../../primitives/icon.tsx";
import { useUiText } from "../../primitives/ui-text.tsx";
import { CONSENT_PARTS } from "./consent-parts.ts";

const TITLE_ID = "fc-consent-title";
const DIALOG_TITLE_ID = "fc-consent-dialog-title";

/**
 * The cookie consent banner (strategy basic), drawn by the server: title, text, accept, reject and
 * "choose" (a modal <dialog> with one checkbox per optional scope), and the notice that a withdrawn
 * scope needs a reload. It overlays the bottom of the viewport (no layout shift); the stylesheet shows
 * it only while the head's check finds the visitor undecided (decision 182). No React runs it in the
 * browser: a small script (consent-client.ts) wires the buttons and runs what waits for consent
 * (decision 191), so a page of static blocks loads no islands runtime for it.
 */
export function ConsentBanner({ banner }: { banner: ConsentBannerSettings }) {
  const t = useUiText();
  const Title = `h${banner.titleLevel}` as const;
  const part = (name: keyof typeof CONSENT_PARTS) => ({ [CONSENT_PARTS[name]]: "" });
  return (
    <div
      className="fc-consent"
      {...{ [CONSENT_ROOT_ATTRIBUTE]: "", "data-consent-placeholder": banner.placeholderText }}
    >
      <section className="fc-consent__banner" aria-labelledby={TITLE_ID} {...part("banner")}>
        <Title className="fc-consent__title" id={TITLE_ID}>
          {banner.title}
        </Title>
        {banner.text ? <p className="fc-consent__text">{banner.text}</p> : null}
        {banner.policyUrl ? (
          <p className="fc-consent__text">
            <a href={banner.policyUrl}>{t("consent.policy")}</a>
          </p>
        ) : null}
        <div className={`fc-consent__buttons fc-consent__buttons--${banner.buttonPosition}`}>
          <button type="button" className="fc-button fc-button--tertiary" {...part("choose")}>
            {banner.chooseLabel}
          </button>
          <button type="button" className="fc-button fc-button--secondary" {...part("reject")}>
            {banner.rejectLabel}
          </button>
          <button type="button" className="fc-button fc-button--primary" {...part("accept")}>
            {banner.acceptLabel}
          </button>
        </div>
      </section>
      {/* Shown (a copy put after it) only when the visitor withdrew a scope: a reload is needed then. */}
      <template {...part("notice")}>
        <section className="fc-consent__banner" aria-label={t("consent.saved_label")}>
          <p className="fc-consent__text" role="status">
            {t("consent.saved")}
          </p>
          <div className="fc-consent__buttons">
            <button type="button" className="fc-button fc-button--secondary" {...part("later")}>
              {t("consent.later")}
            </button>
            <button type="button" className="fc-button fc-button--primary" {...part("reload")}>
              {t("consent.reload")}
            </button>
          </div>
        </section>
      </template>
      {/* The markup of the site's Modal (renderer/primitives/modal.tsx): the same styles and fade. */}
      <dialog
        className="fc-modal fc-consent__modal"
        aria-modal="true"
        aria-labelledby={DIALOG_TITLE_ID}
        {...part("dialog")}
      >
        <div className="fc-modal__box">
          <div className="fc-modal__header">
            <h2 className="fc-modal__title" id={DIALOG_TITLE_ID}>
              {banner.chooseLabel}
            </h2>
            <button type="button" className="fc-modal__close" aria-label={t("modal.close")} {...part("close")}>
              <Icon name="close" />
            </button>
          </div>
          <div className="fc-modal__body">
            <form {...part("form")}>
              <fieldset className="fc-consent__scopes">
                <legend>{t("consent.legend")}</legend>
                <label className="fc-consent__scope">
                  <input type="checkbox" checked disabled /> {t("consent.necessary")}
                </label>
                {banner.scopes.map((scope) => (
                  <label className="fc-consent__scope" key={scope}>
                    <input type="checkbox" name="scope" value={scope} /> {banner.scopeLabels[scope] ?? scope}
                  </label>
                ))}
              </fieldset>
              <button type="submit" className="fc-button fc-button--primary">
                {banner.saveLabel}
              </button>
            </form>
          </div>
        </div>
      </dialog>
    </div>
  );
}
