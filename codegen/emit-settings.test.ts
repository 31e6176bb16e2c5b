import { describe, expect, it } from "vitest";
import { emitSettings } from "./emit-settings.ts";
import type { JsonObject } from "./json.ts";

const schema = (defs: JsonObject): JsonObject => ({
  $id: "https://example.test/settings",
  "x-groups": ["Site", "Consent", "Regional"],
  $defs: defs,
});
const text = {
  title: "Site name",
  description: "Shown in the header.",
  type: "string",
  default: "Motors",
  "x-group": "Site",
};

describe("the settings registry codegen", () => {
  it("types each key's value and writes its default and group; a family carries its key pattern", () => {
    const out = emitSettings(
      schema({
        "site.name": text,
        "consent.banner": {
          title: "Banner",
          description: "The cookie banner.",
          type: "string",
          contentMediaType: "application/json",
          contentSchema: {
            type: "object",
            required: ["title"],
            properties: { title: { type: "string" }, level: { enum: [1, 2] } },
            additionalProperties: false,
            default: null,
          },
          "x-group": "Consent",
        },
        "translations.*": {
          title: "Texts of one language",
          description: "Your wording.",
          type: "string",
          contentMediaType: "application/json",
          contentSchema: { type: "object", default: null },
          "x-group": "Regional",
          "x-key-pattern": "^translations\\.[a-z]{2}$",
        },
      }),
    );
    expect(out).toContain('"site.name": string;');
    expect(out).toContain('"consent.banner": { "title": string; "level"?: 1 | 2; } | null;');
    expect(out).toContain('"site.name": { group: "Site", json: false, default: "Motors" },');
    expect(out).toContain(
      '"translations.*": { group: "Regional", json: true, default: null, pattern: /^translations\\.[a-z]{2}$/ },',
    );
  });

  it("refuses a definition without a group, a default or help, or with a citation in its help", () => {
    const { "x-group": _group, ...ungrouped } = text;
    const { default: _default, ...undefaulted } = text;
    expect(() =>
      emitSettings(
        schema({
          "a.one": ungrouped,
          "a.two": undefaulted,
          "a.three": { ...text, description: "As seed 001 section 2 says." },
          "a.four": { ...text, "x-group": "Somewhere" },
        }),
      ),
    ).toThrow(
      /a\.one: x-group must be one of Site, Consent, Regional.*\n.*a\.two: needs a default\n.*a\.three: the description cites a specification.*\n.*a\.four: x-group must be one of/,
    );
  });
});
