/**
 * Campaign parameters: utm_* and gclid. A visit that arrives with them keeps the URL in
 * the cookie __gtm_campaign_url, for the tag manager's attribution.
 */
const CAMPAIGN_PARAMETERS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_id",
  "gclid",
] as const;

const CAMPAIGN_COOKIE = "__gtm_campaign_url";

/** The URL (path and query) to keep, or null when it carries no campaign parameter. */
function campaignUrl(url: URL): string | null {
  return CAMPAIGN_PARAMETERS.some((name) => url.searchParams.get(name)) ? url.pathname + url.search : null;
}

/** The cookie as a Set-Cookie value or a document.cookie assignment: the session's, site-wide, not sent cross-site. */
export function campaignCookie(url: URL): string | null {
  const value = campaignUrl(url);
  return value === null ? null : `${CAMPAIGN_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
}

/** True when a Cookie header holds nothing but the campaign cookie (such a visitor still gets cached pages). */
export function onlyCampaignCookie(header: string): boolean {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .every((part) => part.startsWith(`${CAMPAIGN_COOKIE}=`));
}
