import { describe, expect, it } from "vitest";
import { SETTING_DEFINITIONS, SETTING_KEY_PATTERN, checkSetting } from "./setting-definitions.ts";
import { SITE_SETTING_KEYS } from "./site-settings.ts";
import settingSchema from "../../schemas/setting.schema.json" with { type: "json" };

describe("the known settings", () => {
  it("defines every key the site reads, each a valid key, each definition compiling", () => {
    for (const key of SITE_SETTING_KEYS) expect(SETTING_DEFINITIONS.has(key), key).toBe(true);
    const pattern = new RegExp(SETTING_KEY_PATTERN);
    for (const [key, definition] of SETTING_DEFINITIONS) {
      expect(pattern.test(key), key).toBe(true);
      // Compiles on first use; the answer itself does not matter here.
      expect(() => checkSetting(key, definition.json ? "null" : "")).not.toThrow();
    }
  });

  it("lets the POST /settings body schema accept exactly the keys this pattern does", () => {
    // schemas/setting.schema.json writes the pattern out: a known key without a dot must be added there too.
    expect(settingSchema.$defs.input.properties.key.pattern).toBe(SETTING_KEY_PATTERN);
  });

  it("accepts the documented shapes and the defaults' own forms", () => {
    expect(
      checkSetting(
        "general.404_page",
        JSON.stringify({ heading: "h", paragraph: "p", image_id: "demo-hero-1", button_label: "b", header_tag: 2 }),
      ).ok,
    ).toBe(true);
    expect(checkSetting("general.404_page", JSON.stringify({ header_tag: "H3", image_id: 12 })).ok).toBe(true);
    expect(
      checkSetting(
        "navigation.logo_settings",
        JSON.stringify([{ matchingPath: "/defender", homepage: "/defender", logo: "/logos/defender.svg" }]),
      ).ok,
    ).toBe(true);
    expect(checkSetting("navigation.disabled_on_pages", '["/"]').ok).toBe(true);
    expect(checkSetting("meta", JSON.stringify([{ name: "robots", content: "index" }])).ok).toBe(true);
    expect(checkSetting("site.theme", "lrdx").ok).toBe(true);
    expect(checkSetting("sl.back_button", '[{"url": "/stock", "publication_lists": ["approved"]}]').ok).toBe(true);
    expect(checkSetting("sl.back_button", '{"anything": [1, 2]}').ok).toBe(false);
  });

  it("refuses a key the registry does not declare, and accepts a family's keys", () => {
    expect(checkSetting("some.unknown_key", "anything")).toMatchObject({
      ok: false,
      kind: "key",
      message: expect.stringMatching(/^There is no setting some\.unknown_key: only the settings the site reads/),
    });
    expect(checkSetting("translations.en_au", '{"header.menu": "Menu"}').ok).toBe(true);
    expect(checkSetting("footer.config.ar", "{}").ok).toBe(true);
    expect(checkSetting("sl.company_config.gulf_motors", "{}").ok).toBe(true);
    expect(checkSetting("translations.english", "{}")).toMatchObject({ ok: false, kind: "key" });
  });

  it("points at the field for schema issues and quotes the parser for JSON ones", () => {
    const header = checkSetting("general.404_page", JSON.stringify({ header_tag: 7 }));
    expect(header).toMatchObject({ ok: false, kind: "schema", issues: [{ pointer: "/header_tag" }] });
    const json = checkSetting("meta", "[{");
    expect(json.ok).toBe(false);
    expect(json.ok === false && json.message).toMatch(/^The value of meta must be JSON, and it is not: /);
  });
});
