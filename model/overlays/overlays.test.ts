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

  it("decides offer and stock-list rules from the page's facts; an external stock rule shows its item", () => {
    const ruled: StoredFloatingAction = {
      items: [
        item("/offers/defender", "Defender offers", { dc_strategy: { key: "mena_offers", value: "brand=defender" } }),
        item("/stock/evoque", "Evoque in stock", {
          dc_strategy: { key: "reffine_sl", name: "models", value: "Range Rover Evoque" },
        }),
        item("/stock", "Our stock", { dc_strategy: { key: "mena_external_sl", value: "any_lr" } }),
      ],
    };
    const labels = (offers: Record<string, unknown>[], models: string[]) =>
      resolveFloatingAction(
        { block: ruled, global: null },
        { path: "/", offers, lists: new Map([["models", new Set(models)]]) },
      )?.items.map((entry) => entry.label);
    expect(labels([{ brand: "defender" }], ["range_rover_evoque"])).toEqual([
      "Defender offers",
      "Evoque in stock",
      "Our stock",
    ]);
    expect(labels([{ brand: "discovery" }], ["defender_110"])).toEqual(["Our stock"]);
    // No active offer at all hides an offers item.
    expect(labels([], ["range_rover_evoque"])).toEqual(["Evoque in stock", "Our stock"]);
  });

  it("keeps form and file items by their type: a form item opens its form, a file item downloads", () => {
    const typed: StoredFloatingAction = {
      items: [
        { link: { url: "", link_text: "", type: "form", form_id: "f-1" } },
        { link: { url: "/brochure.pdf", link_text: "", type: "file" } },
        { link: { url: "https://partner.example.com", link_text: "Partner", type: "external" } },
        { link: { url: "", link_text: "Nowhere", type: "internal" } },
      ],
    };
    const fab = resolveFloatingAction({ block: typed, global: null }, "/")!;
    expect(fab.items).toEqual([
      { url: "#", label: "Contact us", target: "_self", icon: "", type: "form", formId: "f-1" },
      { url: "/brochure.pdf", label: "Download", target: "_self", icon: "", type: "file", formId: "" },
      {
        url: "https://partner.example.com",
        label: "Partner",
        target: "_blank",
        icon: "",
        type: "external",
        formId: "",
      },
    ]);
  });

  it("labels the mobile button with its own label, else the first item's", () => {
    const single = { items: [item("/test-drive", "Book a test drive")] };
    expect(
      resolveFloatingAction({ block: { ...single, mobile_button_label: "Test drive" }, global: null }, "/"),
    ).toMatchObject({
      mobileButtonLabel: "Test drive",
    });
    expect(resolveFloatingAction({ block: single, global: null }, "/")?.mobileButtonLabel).toBe("Book a test drive");
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
