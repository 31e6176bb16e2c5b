/** Where a form's leads are posted, and whether the operator's lead-service token may go there. */
export interface LeadServiceDestination {
  /** The base URL without a trailing slash: POST {base}/api/leads. */
  base: string;
  /**
   * The origin LEADS_API_URL names (the environment's choice): only then does the request carry
   * LEADS_API_TOKEN, and only then is the remote's status worth recording (it is the operator's
   * own service, not an arbitrary URL whose answers would tell an editor what is behind it).
   */
  operator: boolean;
}

function originOf(url: string): string | null {
  return URL.canParse(url) ? new URL(url).origin : null;
}

/**
 * The lead service of a form: its integrations' base_url (set by an admin, decision 119) or else
 * LEADS_API_URL; null when neither is set. A base_url on LEADS_API_URL's origin counts as the
 * operator's service (a path prefix on the same host is still the same service).
 */
export function leadServiceDestination(
  baseUrl: string | undefined,
  leadsApiUrl: string | null,
): LeadServiceDestination | null {
  const chosen = (baseUrl?.trim() || leadsApiUrl || "").replace(/\/+$/, "");
  if (!chosen) return null;
  const operatorOrigin = leadsApiUrl ? originOf(leadsApiUrl) : null;
  return { base: chosen, operator: operatorOrigin !== null && originOf(chosen) === operatorOrigin };
}
