import { createContext, useContext } from "react";
import { uiTranslator, type UiTranslate } from "../../model/i18n/ui-translator.ts";

/**
 * The language of the page being rendered: the server provides the page's locale, the islands the
 * document's `<html lang>` (the same value), so both resolve the same UI strings (decision 111).
 */
export const UiLocaleContext = createContext("en");

/** The UI strings (shell texts, carousel controls, ...) in the page's language. */
export function useUiText(): UiTranslate {
  return uiTranslator(useContext(UiLocaleContext));
}
