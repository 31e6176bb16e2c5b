/**
 * The attributes the server-drawn consent banner (consent-banner.tsx) marks its parts with and its
 * script (consent-client.ts) finds them by; in a module of their own, so the script imports no React.
 */
export const CONSENT_PARTS = {
  banner: "data-consent-banner",
  accept: "data-consent-accept",
  reject: "data-consent-reject",
  choose: "data-consent-choose",
  texts: "data-consent-texts",
  dialog: "data-consent-dialog",
  close: "data-consent-close",
  form: "data-consent-form",
  later: "data-consent-later",
  reload: "data-consent-reload",
} as const;

/**
 * The texts of what the banner's script draws only when the visitor asks for it (decision 193): the
 * choice dialog and the notice that a withdrawn scope needs a reload. The server sends these, in the
 * page's language, as JSON in the banner; the markup of every page is lighter by the dialog's.
 */
export interface ConsentChoiceTexts {
  /** The dialog's name (its heading): the "choose" button's label. */
  title: string;
  close: string;
  legend: string;
  /** The always-on, disabled box. */
  necessary: string;
  /** One box per optional scope: [scope, label]. */
  scopes: [scope: string, label: string][];
  save: string;
  /** The notice's name, its text and its two buttons. */
  savedLabel: string;
  saved: string;
  later: string;
  reload: string;
}
