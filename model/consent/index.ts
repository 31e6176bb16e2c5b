/** Cookie consent: statuses, scopes, strategies and the grant rules (framework-free). */
export {
  ANALYTICS_SCOPE,
  CONSENT_STORAGE_KEY,
  OBLIGATORY_SCOPE,
  PENDING_CONSENT,
  acceptConsent,
  grantScope,
  isConsentScope,
  isScopeGranted,
  needsDecision,
  parseConsent,
  rejectConsent,
  serializeConsent,
  type ConsentScope,
  type ConsentState,
  type ConsentStrategy,
} from "./consent-state.ts";
export {
  DEFAULT_CONSENT_PLACEHOLDER,
  consentSettings,
  type ConsentBanner,
  type ConsentSettings,
  type StoredConsentBanner,
} from "./consent-settings.ts";
export { CONSENT_PENDING_ATTRIBUTE, CONSENT_PENDING_CHECK } from "./consent-pending-check.ts";
