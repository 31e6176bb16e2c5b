import { describe, expect, it } from "vitest";
import {
  CONSENT_STORAGE_KEY,
  DEFAULT_CONSENT_PLACEHOLDER,
  acceptConsent,
  consentSettings,
  grantScope,
  isScopeGranted,
  needsDecision,
  parseConsent,
  rejectConsent,
  serializeConsent,
} from "./index.ts";

describe("consent state", () => {
  it("stores the choice under the seed's key and reads it back", () => {
    expect(CONSENT_STORAGE_KEY).toBe("cookieConsentStatus");
    const state = acceptConsent(["C0002", "C0004"], ["C0004"]);
    expect(parseConsent(serializeConsent(state))).toEqual({ status: "accepted", scopes: ["C0004"] });
  });

  it("is pending when nothing is stored, unknown when the stored text is broken", () => {
    expect(parseConsent(null).status).toBe("pending");
    expect(parseConsent("{not json").status).toBe("unknown");
    expect(parseConsent('{"status":"maybe"}').status).toBe("unknown");
    expect(parseConsent('{"status":"accepted","scopes":["C0004","bogus"]}').scopes).toEqual(["C0004"]);
  });

  it("asks again while pending or unknown, never after a decision, never with strategy none", () => {
    expect(needsDecision("basic", parseConsent(null))).toBe(true);
    expect(needsDecision("basic", parseConsent("x"))).toBe(true);
    expect(needsDecision("basic", rejectConsent())).toBe(false);
    expect(needsDecision("basic", acceptConsent(["C0002"]))).toBe(false);
    expect(needsDecision("none", parseConsent(null))).toBe(false);
  });

  it("accept all grants every offered scope; a choice grants only the chosen ones", () => {
    expect(acceptConsent(["C0002", "C0004"])).toEqual({ status: "accepted", scopes: ["C0002", "C0004"] });
    expect(acceptConsent(["C0002", "C0004"], ["C0002", "unclassified"]).scopes).toEqual(["C0002"]);
  });
});

describe("what runs", () => {
  const pending = parseConsent(null);
  it("obligatory C0001 and things without a scope always run", () => {
    expect(isScopeGranted("basic", pending, "C0001")).toBe(true);
    expect(isScopeGranted("basic", rejectConsent(), null)).toBe(true);
  });

  it("an optional scope runs only once accepted", () => {
    expect(isScopeGranted("basic", pending, "C0004")).toBe(false);
    expect(isScopeGranted("basic", rejectConsent(), "C0004")).toBe(false);
    expect(isScopeGranted("basic", acceptConsent(["C0002", "C0004"], ["C0002"]), "C0004")).toBe(false);
    expect(isScopeGranted("basic", acceptConsent(["C0002", "C0004"], ["C0004"]), "C0004")).toBe(true);
  });

  it("statistic is C0002 and marketing is C0004, whichever name was granted", () => {
    const marketing = acceptConsent(["C0002", "C0004"], ["C0004"]);
    expect(isScopeGranted("basic", marketing, "marketing")).toBe(true);
    expect(isScopeGranted("basic", marketing, "statistic")).toBe(false);
    expect(isScopeGranted("basic", acceptConsent(["statistic"]), "C0002")).toBe(true);
    expect(isScopeGranted("basic", acceptConsent(["unclassified"]), "marketing")).toBe(false);
  });

  it("strategy none is always accepted", () => {
    expect(isScopeGranted("none", rejectConsent(), "marketing")).toBe(true);
  });

  it("allowing one scope from a placeholder keeps the others", () => {
    const state = grantScope(acceptConsent(["C0002", "C0004"], ["C0002"]), "marketing");
    expect(state).toEqual({ status: "accepted", scopes: ["C0002", "marketing"] });
    expect(grantScope(rejectConsent(), "C0004")).toEqual({ status: "accepted", scopes: ["C0004"] });
  });
});

describe("consent settings", () => {
  it("are absent without a banner or with strategy none", () => {
    expect(consentSettings(null)).toBeNull();
    expect(consentSettings({ title: "Cookies", accept_label: "Accept" }, "none")).toBeNull();
  });

  it("fill in the defaults: C0002 and C0004 offered, title level 2, buttons right", () => {
    const settings = consentSettings({ title: "Cookies", accept_label: "Accept", title_level: "h3" });
    expect(settings?.strategy).toBe("basic");
    expect(settings?.banner).toMatchObject({
      title: "Cookies",
      titleLevel: 3,
      acceptLabel: "Accept",
      rejectLabel: "Reject all",
      buttonPosition: "right",
      scopes: ["C0002", "C0004"],
      placeholderText: DEFAULT_CONSENT_PLACEHOLDER,
    });
  });
});
