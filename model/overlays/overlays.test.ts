import { describe, expect, it } from "vitest";
import {
  exitPopupFor,
  exitPopupMatcher,
  exitPopupSettings,
  resolveFloatingAction,
  type StoredFloatingAction,
} from "./index.ts";

const item = (url: string, link_text: string, extra: object = {}) => ({ link: { url, link_text }, ...extra });

describe("the floating action button", () => {
  const global: StoredFloatingAction = { items: [item("/test-drive", "Book a test drive")] };
  const block: StoredFloatingAction = { items: [item("/offers", "See offers")], is_quick_links: true };

  it("is disabled without a setting and without a block", () => {
    expect(resolveFloatingAction({ block: null, global: null }, "/")).toBeNull();
  });

  it("takes the page's block over the admin setting", () => {
    expect(resolveFloatingAction({ block, global }, "/")?.items.map((entry) => entry.label)).toEqual(["See offers"]);
    expect(resolveFloatingAction({ block: null, global }, "/")?.items.map((entry) => entry.label)).toEqual([
      "Book a test drive",
    ]);
    expect(resolveFloatingAction({ block, global }, "/")?.isQuickLinks).toBe(true);
  });

  it("speaks the page's language where the setting gives its labels, else the default ones", () => {
    const bilingual: StoredFloatingAction = {
      items: [
        item("/test-drive", "Book a test drive", { translations: { ar: "احجز تجربة قيادة" } }),
        item("/stock", "Stock"),
      ],
      is_quick_links: true,
      quick_links_label: "Quick links",
      translations: { ar: { quick_links_label: "روابط سريعة" } },
    };
    const arabic = resolveFloatingAction({ block: null, global: bilingual }, "/ar", "ar-AE")!;
    expect(arabic.items.map((entry) => entry.label)).toEqual(["احجز تجربة قيادة", "Stock"]);
    expect(arabic.quickLinksLabel).toBe("روابط سريعة");
    const english = resolveFloatingAction({ block: null, global: bilingual }, "/", "en")!;
    expect(english.items.map((entry) => entry.label)).toEqual(["Book a test drive", "Stock"]);
    expect(english.quickLinksLabel).toBe("Quick links");
  });

  it("shows only with items and when not disabled", () => {
    expect(resolveFloatingAction({ block: { items: [] }, global }, "/")).toBeNull();
    expect(resolveFloatingAction({ block: null, global: { ...global, is_fab_disabled: true } }, "/")).toBeNull();
    expect(
      resolveFloatingAction({ block: { items: [item("", "No URL"), item("/x", " ")] }, global: null }, "/"),
    ).toBeNull();
  });

  it("keeps an item limited by url_brands only on pages of those brands", () => {
    const branded: StoredFloatingAction = {
      items: [
        item("/rr", "Range Rover offers", { dc_strategy: { key: "url_brands", value: "Range Rover, Defender" } }),
        item("/all", "All offers"),
      ],
    };
    const labels = (path: string) =>
      resolveFloatingAction({ block: branded, global: null }, path)?.items.map((entry) => entry.label);
    expect(labels("/range-rover/sport")).toEqual(["Range Rover offers", "All offers"]);
    expect(labels("/defender")).toEqual(["Range Rover offers", "All offers"]);
    expect(labels("/discovery")).toEqual(["All offers"]);
    expect(labels("/")).toEqual(["All offers"]);
  });
});

describe("the exit popup", () => {
  it("asks for a whitelisted URL unless a blacklisted pattern matches too", () => {
    const popup = exitPopupSettings({
      go_label: "Continue",
      whitelist: ["^https://partner\\.example\\.com/"],
      blacklist: ["/careers"],
    })!;
    const asks = exitPopupMatcher(popup);
    expect(asks("https://partner.example.com/finance")).toBe(true);
    expect(asks("https://partner.example.com/careers")).toBe(false);
    expect(asks("https://elsewhere.example.com/")).toBe(false);
  });

  it("shows a page the texts of its language, and only those", () => {
    const popup = exitPopupSettings({
      title: "You are leaving",
      go_label: "Continue",
      cancel_label: "Stay",
      whitelist: ["^https://"],
      translations: { ar: { title: "أنت تغادر", go_label: "متابعة" } },
    })!;
    const arabic = exitPopupFor(popup, "ar");
    expect([arabic.title, arabic.goLabel, arabic.cancelLabel]).toEqual(["أنت تغادر", "متابعة", "Stay"]);
    expect(arabic.translations).toEqual({});
    expect(exitPopupFor(popup, "en").title).toBe("You are leaving");
  });

  it("ignores a pattern that is not a regular expression and reports it", () => {
    const invalid: string[] = [];
    const asks = exitPopupMatcher({ whitelist: ["(", "example"], blacklist: [] }, (pattern) => invalid.push(pattern));
    expect(asks("https://example.com/")).toBe(true);
    expect(invalid).toEqual(["("]);
  });

  it("is off without a whitelist", () => {
    expect(exitPopupSettings(null)).toBeNull();
    expect(exitPopupSettings({ go_label: "Go", whitelist: [] })).toBeNull();
  });
});
