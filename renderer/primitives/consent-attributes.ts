/**
 * Attributes the consent markup and its scripts agree on, in a module without React: the consent
 * banner's script (renderer/site/consent/consent-client.ts) imports them and must stay React-free.
 */

/** The consent banner's root: present only where consent is configured. */
export const CONSENT_ROOT_ATTRIBUTE = "data-consent-root";

/** "Cookie settings" anywhere on the page (the footer's button) reopens the choice. */
export const CONSENT_SETTINGS_ATTRIBUTE = "data-consent-settings";
