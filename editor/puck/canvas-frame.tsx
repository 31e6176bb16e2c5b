import { useLayoutEffect, useMemo, type ReactNode } from "react";
import { DEFAULT_SETTINGS } from "../../model/site/site-data.ts";
import { useCanvasDirection } from "../page-editor/canvas-direction.ts";
import { UiStringsContext } from "../../renderer/primitives/ui-text.tsx";
import { uiDictionary } from "../../model/i18n/ui-translator.ts";
import siteStylesUrl from "../../renderer/site/styles/canvas.css?url";

/**
 * Puck's `iframe` override: the canvas document gets the public site's stylesheet and brand theme
 * (`data-theme` on <html>), the page's language and direction (`lang`, `dir`), and none of the editor's own styles (host styles are not synced), so
 * blocks look exactly as they do on the site.
 */
export function CanvasFrame({ children, document: frameDocument }: { children: ReactNode; document?: Document }) {
  const { locale, dir } = useCanvasDirection();
  useLayoutEffect(() => {
    if (!frameDocument) return;
    const html = frameDocument.documentElement;
    html.lang = locale;
    html.dir = dir;
  }, [frameDocument, locale, dir]);
  useLayoutEffect(() => {
    if (!frameDocument) return;
    const html = frameDocument.documentElement;
    html.dataset.theme = DEFAULT_SETTINGS.theme;
    if (!frameDocument.head.querySelector("link[data-site-styles]")) {
      const link = frameDocument.createElement("link");
      link.rel = "stylesheet";
      link.href = siteStylesUrl;
      link.dataset.siteStyles = "";
      frameDocument.head.append(link);
    }
  }, [frameDocument]);
  // The built-in strings of the canvas language (the editor does not read the site's overrides).
  const uiStrings = useMemo(
    () => ({ locale, dictionary: uiDictionary(locale), isDefaultLocale: locale === "en" }),
    [locale],
  );
  return <UiStringsContext.Provider value={uiStrings}>{children}</UiStringsContext.Provider>;
}
