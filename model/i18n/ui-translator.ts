import i18next, { type i18n } from "i18next";
import { DEFAULT_LANGUAGE } from "./widget-translations.ts";
import { UI_STRINGS, type UiStringKey } from "./ui-strings.ts";

/** Resolves a UI string in one language; `values` fill its {{placeholders}}. */
export type UiTranslate = (key: UiStringKey, values?: Record<string, string | number>) => string;

const instances = new Map<string, i18n>();

/** The i18next instance of a language (one per language, created synchronously from the bundled resources). */
function instanceFor(language: string): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: Object.fromEntries(
        Object.entries(UI_STRINGS).map(([code, strings]) => [code, { translation: strings }]),
      ),
      initAsync: false,
      // React escapes what it renders; i18next escaping it too would show &amp; on the page.
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    } as Parameters<i18n["init"]>[0]);
    instances.set(language, instance);
  }
  return instance;
}

/** The UI strings of a locale (`ar`, `ar-AE` falls back to `ar`, then English). */
export function uiTranslator(locale: string): UiTranslate {
  const instance = instanceFor(locale || DEFAULT_LANGUAGE);
  return (key, values) => instance.t(key, values ?? {}) as string;
}
