import type { ConsentBanner as ConsentBannerSettings, ConsentSettings } from "../../../model/consent/index.ts";
import type { UiTranslate } from "../../../model/i18n/ui-dictionary.ts";
import type { UiStringKey } from "../../../model/i18n/ui-strings.ts";
import { useIsDefaultLocale, useUiText } from "../../primitives/ui-text.tsx";
import { useStylesheet } from "../../page/render-environment.ts";
import { ConsentBanner } from "./consent-banner.tsx";

const CONSENT_STYLESHEET = "renderer/site/styles/consent.css";

/**
 * The banner's texts in the page's language: the setting's texts are the default locale's `consent.*`
 * UI strings (model/i18n/ui-string-settings.ts), other languages have their own (decision 116).
 */
function localisedBanner(banner: ConsentBannerSettings, t: UiTranslate): ConsentBannerSettings {
  return {
    ...banner,
    title: t("consent.title"),
    text: t("consent.text"),
    acceptLabel: t("consent.accept"),
    rejectLabel: t("consent.reject"),
    chooseLabel: t("consent.choose"),
    saveLabel: t("consent.save"),
    placeholderText: t("consent.placeholder"),
    scopeLabels: Object.fromEntries(
      Object.entries(banner.scopeLabels).map(([scope, label]) => {
        const key = `consent.scope.${scope}` as UiStringKey;
        const text = t(key);
        return [scope, text === key ? label : text];
      }),
    ),
  };
}

/**
 * The consent banner in the shell: nothing at all (no markup, style or script) where consent is not
 * configured. Its script is linked by the document (documentHtml's consentGated), not an island.
 */
export function SiteConsentBanner({ consent }: { consent: ConsentSettings | null }) {
  useStylesheet(consent ? CONSENT_STYLESHEET : undefined);
  const t = useUiText();
  const isDefaultLocale = useIsDefaultLocale();
  if (!consent) return null;
  return <ConsentBanner banner={isDefaultLocale ? consent.banner : localisedBanner(consent.banner, t)} />;
}
