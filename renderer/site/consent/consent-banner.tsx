import type { ConsentBanner as ConsentBannerSettings } from "../../../model/consent/index.ts";
import type { UiTranslate } from "../../../model/i18n/ui-dictionary.ts";
import { CONSENT_ROOT_ATTRIBUTE } from "../../primitives/consent-attributes.ts";
import { jsonForScript } from "../../primitives/json-script.ts";
import { useUiText } from "../../primitives/ui-text.tsx";
import { CONSENT_PARTS, type ConsentChoiceTexts } from "./consent-parts.ts";

const TITLE_ID = "fc-consent-title";

/** The texts of the choice dialog and the reload notice, in the page's language. */
function choiceTexts(banner: ConsentBannerSettings, t: UiTranslate): ConsentChoiceTexts {
  return {
    title: banner.chooseLabel,
    close: t("modal.close"),
    legend: t("consent.legend"),
    necessary: t("consent.necessary"),
    scopes: banner.scopes.map((scope) => [scope, banner.scopeLabels[scope] ?? scope]),
    save: banner.saveLabel,
    savedLabel: t("consent.saved_label"),
    saved: t("consent.saved"),
    later: t("consent.later"),
    reload: t("consent.reload"),
  };
}

/**
 * The cookie consent banner (strategy basic), drawn by the server: title, text, accept, reject and
 * "choose". It overlays the bottom of the viewport (no layout shift); the stylesheet shows it only
 * while the head's check finds the visitor undecided (decision 182). No React runs it in the browser:
 * a small script (consent-client.ts) wires the buttons and runs what waits for consent (decision 191),
 * so a page of static blocks loads no islands runtime for it. The choice (a modal <dialog> with one
 * checkbox per optional scope) and the notice that a withdrawn scope needs a reload are drawn by that
 * script, from texts the banner carries (decision 193): nobody sees them at first paint, and as
 * markup they put every page 1 KB heavier (/stock over issue 32's 50 KB).
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
      {/* What the script draws when asked (decision 193): the choice dialog and the reload notice. */}
      <script
        type="application/json"
        {...part("texts")}
        dangerouslySetInnerHTML={{ __html: jsonForScript(choiceTexts(banner, t)) }}
      />
    </div>
  );
}
