/**
 * The attributes the server-drawn consent banner (consent-banner.tsx) marks its parts with and its
 * script (consent-client.ts) finds them by; in a module of their own, so the script imports no React.
 */
export const CONSENT_PARTS = {
  banner: "data-consent-banner",
  accept: "data-consent-accept",
  reject: "data-consent-reject",
  choose: "data-consent-choose",
  dialog: "data-consent-dialog",
  close: "data-consent-close",
  form: "data-consent-form",
  notice: "data-consent-notice",
  later: "data-consent-later",
  reload: "data-consent-reload",
} as const;
