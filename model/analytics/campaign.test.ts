import { describe, expect, it } from "vitest";
import { campaignCookie, onlyCampaignCookie } from "./index.ts";

describe("the campaign cookie", () => {
  it("keeps the URL of a visit with utm or gclid parameters in __gtm_campaign_url", () => {
    expect(campaignCookie(new URL("https://site.test/offers?utm_source=mail&x=1"))).toBe(
      "__gtm_campaign_url=%2Foffers%3Futm_source%3Dmail%26x%3D1; Path=/; SameSite=Lax",
    );
    expect(campaignCookie(new URL("https://site.test/?gclid=abc"))).toContain("__gtm_campaign_url=");
    expect(campaignCookie(new URL("https://site.test/offers?page=2"))).toBeNull();
    expect(campaignCookie(new URL("https://site.test/offers?utm_source="))).toBeNull();
  });

  it("tells a visitor with only that cookie apart from one with a session", () => {
    expect(onlyCampaignCookie("__gtm_campaign_url=%2F")).toBe(true);
    expect(onlyCampaignCookie("__gtm_campaign_url=%2F; fc_session=abc")).toBe(false);
  });
});
