/**
 * The exit popup (seed 001 sections 2 and 4): a navigation to a URL that matches a whitelisted
 * pattern and no blacklisted one asks first; go confirms, cancel closes.
 */

/** The exit_popup.config setting as stored. */
export interface StoredExitPopup {
  title?: string;
  text?: string;
  go_label: string;
  cancel_label?: string;
  whitelist: string[];
  blacklist?: string[];
}

export interface ExitPopup {
  title: string;
  text: string;
  goLabel: string;
  cancelLabel: string;
  whitelist: string[];
  blacklist: string[];
}

export function exitPopupSettings(stored: StoredExitPopup | null): ExitPopup | null {
  if (!stored || stored.whitelist.length === 0) return null;
  return {
    title: stored.title ?? "",
    text: stored.text ?? "",
    goLabel: stored.go_label,
    cancelLabel: stored.cancel_label ?? "",
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
