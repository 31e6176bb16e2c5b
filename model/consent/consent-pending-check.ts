import { CONSENT_STORAGE_KEY } from "./consent-state.ts";

/** Set on <html> while the visitor has not decided: first by the head's check, then by the banner. */
export const CONSENT_PENDING_ATTRIBUTE = "data-consent-pending";

/**
 * The head's inline check, run before the first paint: marks <html> pending unless local storage holds
 * a decision (accepted or rejected), as `needsDecision("basic", parseConsent(stored))` would say, so the
 * server-drawn banner shows with the page for a new visitor and never flashes for one who decided
 * (decision 182). Storage that cannot be read counts as no decision, as in the banner.
 */
export const CONSENT_PENDING_CHECK =
  `(function(){var d=false;try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||"null");` +
  `d=!!s&&typeof s==="object"&&(s.status==="accepted"||s.status==="rejected")}catch(e){}` +
  `if(!d)document.documentElement.setAttribute(${JSON.stringify(CONSENT_PENDING_ATTRIBUTE)},"")})()`;
