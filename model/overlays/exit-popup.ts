import type { SettingValues } from "../../generated/contracts/settings.ts";
import { forLocale } from "./locale-texts.ts";

/**
 * The exit popup: a navigation to a URL that matches a whitelisted
 * pattern and no blacklisted one asks first; go confirms, cancel closes.
 */

/** The exit_popup.config setting as stored (its type is the settings registry's). */
export type StoredExitPopup = NonNullable<SettingValues["exit_popup.config"]>;

export interface ExitPopup {
  title: string;
  text: string;
  goLabel: string;
  cancelLabel: string;
  whitelist: string[];
  blacklist: string[];
  translations: NonNullable<StoredExitPopup["translations"]>;
}

/**
 * The popup as a page in `locale` shows it: that language's texts where the setting gives them, and
 * no other language's (the page's island gets only what it shows).
 */
export function exitPopupFor(popup: ExitPopup, locale: string): ExitPopup {
  const texts = forLocale(popup.translations, locale) ?? {};
  return {
    ...popup,
    title: texts.title ?? popup.title,
    text: texts.text ?? popup.text,
    goLabel: texts.go_label || popup.goLabel,
    cancelLabel: texts.cancel_label ?? popup.cancelLabel,
    translations: {},
  };
}

export function exitPopupSettings(stored: StoredExitPopup | null): ExitPopup | null {
  if (!stored || stored.whitelist.length === 0) return null;
  return {
    title: stored.title ?? "",
    text: stored.text ?? "",
    goLabel: stored.go_label,
    cancelLabel: stored.cancel_label ?? "",
    translations: stored.translations ?? {},
    whitelist: stored.whitelist,
    blacklist: stored.blacklist ?? [],
  };
}

/** A pattern that is not a valid regular expression matches nothing (and is reported once by `onInvalid`). */
function compile(pattern: string, onInvalid: (pattern: string) => void): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    onInvalid(pattern);
    return null;
  }
}

/** A matcher for absolute URLs: true when the navigation should ask first. */
export function exitPopupMatcher(
  popup: Pick<ExitPopup, "whitelist" | "blacklist">,
  onInvalid: (pattern: string) => void = () => {},
): (url: string) => boolean {
  const white = popup.whitelist.map((pattern) => compile(pattern, onInvalid)).filter((re) => re !== null);
  const black = popup.blacklist.map((pattern) => compile(pattern, onInvalid)).filter((re) => re !== null);
  return (url) => white.some((re) => re.test(url)) && !black.some((re) => re.test(url));
}
