/**
 * Cookie consent: a status, the scopes a visitor granted, and the rules
 * that decide whether something of a given scope may run. Framework-free: the banner island keeps the
 * state in local storage, the server only needs the scope vocabulary.
 */

/** pending: not decided yet; unknown: the stored value could not be read. */
type ConsentStatus = "pending" | "accepted" | "rejected" | "unknown";

/**
 * C0001 is obligatory (always granted); C0002 and C0004 are the optional groups; statistic, marketing
 * and unclassified are the names some providers use. statistic is the same group as C0002 and
 * marketing the same as C0004 (decision 050), so one choice covers both names.
 */
const CONSENT_SCOPES = ["C0001", "C0002", "C0004", "statistic", "marketing", "unclassified"] as const;
export type ConsentScope = (typeof CONSENT_SCOPES)[number];

export const OBLIGATORY_SCOPE: ConsentScope = "C0001";
/** The optional groups offered when the banner names none. */
export const DEFAULT_OPTIONAL_SCOPES: readonly ConsentScope[] = ["C0002", "C0004"];

/** basic: the visitor's choice in local storage; none: everything is always accepted. */
export type ConsentStrategy = "basic" | "none";

/** The default local storage key. */
export const CONSENT_STORAGE_KEY = "cookieConsentStatus";

/** The scope the analytics data layer needs. */
export const ANALYTICS_SCOPE: ConsentScope = "statistic";

export interface ConsentState {
  status: ConsentStatus;
  /** The granted optional scopes (meaningful when accepted). */
  scopes: ConsentScope[];
}

export const PENDING_CONSENT: ConsentState = { status: "pending", scopes: [] };

const ALIASES: Partial<Record<ConsentScope, ConsentScope>> = {
  C0002: "statistic",
  statistic: "C0002",
  C0004: "marketing",
  marketing: "C0004",
};

export function isConsentScope(value: unknown): value is ConsentScope {
  return typeof value === "string" && (CONSENT_SCOPES as readonly string[]).includes(value);
}

/** Whether something of `scope` may run. null (no scope declared) and C0001 always may. */
export function isScopeGranted(
  strategy: ConsentStrategy,
  state: ConsentState,
  scope: ConsentScope | null | undefined,
): boolean {
  if (strategy === "none" || scope === null || scope === undefined || scope === OBLIGATORY_SCOPE) return true;
  if (state.status !== "accepted") return false;
  const alias = ALIASES[scope];
  return state.scopes.includes(scope) || (alias !== undefined && state.scopes.includes(alias));
}

/** Accept: every offered scope, or only those chosen (unknown names dropped, no duplicates). */
export function acceptConsent(offered: readonly ConsentScope[], chosen?: readonly string[]): ConsentState {
  const scopes = chosen === undefined ? [...offered] : offered.filter((scope) => chosen.includes(scope));
  return { status: "accepted", scopes: [...new Set(scopes)] };
}

/** One more scope granted (a placeholder's "allow" button): the other scopes keep their choice. */
export function grantScope(state: ConsentState, scope: ConsentScope): ConsentState {
  const scopes = state.status === "accepted" ? state.scopes : [];
  return { status: "accepted", scopes: scopes.includes(scope) ? scopes : [...scopes, scope] };
}

export function rejectConsent(): ConsentState {
  return { status: "rejected", scopes: [] };
}

/** The stored text for a state. */
export function serializeConsent(state: ConsentState): string {
  return JSON.stringify({ status: state.status, scopes: state.scopes });
}

/**
 * The state read back from storage: nothing stored is pending; something that does not parse or
 * names an unknown status is unknown (the banner asks again); unknown scope names are dropped.
 */
export function parseConsent(stored: string | null | undefined): ConsentState {
  if (stored === null || stored === undefined || stored === "") return PENDING_CONSENT;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { status: "unknown", scopes: [] };
  }
  if (typeof value !== "object" || value === null) return { status: "unknown", scopes: [] };
  const { status, scopes } = value as { status?: unknown; scopes?: unknown };
  if (status !== "accepted" && status !== "rejected" && status !== "pending") return { status: "unknown", scopes: [] };
  const granted = status === "accepted" && Array.isArray(scopes) ? scopes.filter(isConsentScope) : [];
  return { status, scopes: [...new Set(granted)] };
}

/** The banner shows until the visitor has decided. */
export function needsDecision(strategy: ConsentStrategy, state: ConsentState): boolean {
  return strategy === "basic" && (state.status === "pending" || state.status === "unknown");
}
