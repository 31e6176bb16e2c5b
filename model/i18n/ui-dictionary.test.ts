import { describe, expect, it } from "vitest";
import { applyDictionaryDelta, deltaForIslands, dictionaryDelta } from "./ui-dictionary.ts";
import { uiDictionary } from "./ui-translator.ts";

describe("a page's dictionary as embedded: only what differs from the built-in English", () => {
  const english = uiDictionary("en", {}, () => undefined);

  it("embeds nothing for an English page without overrides", () => {
    expect(dictionaryDelta({ ...english }, english)).toEqual({});
  });

  it("gives back the whole Arabic dictionary, and an English one with an override and a key it lacks", () => {
    const arabic = uiDictionary("ar", {}, () => undefined);
    const delta = dictionaryDelta(arabic, english);
    expect(Object.keys(delta).length).toBeGreaterThan(0);
    expect(applyDictionaryDelta(english, delta)).toEqual(arabic);
    const changed: Record<string, string> = { ...english, "search.label": "Find on this site" };
    const lacking = Object.keys(english)[0]!;
    delete changed[lacking];
    const small = dictionaryDelta(changed, english);
    expect(small).toEqual({ "search.label": "Find on this site", [lacking]: null });
    expect(applyDictionaryDelta(english, small)).toEqual(changed);
  });
});

describe("the order journey's strings, embedded only on a page with the journey (decision 186)", () => {
  const english = uiDictionary("en", {}, () => undefined);
  const arabic = dictionaryDelta(
    uiDictionary("ar", {}, () => undefined),
    english,
  );

  it("leaves them out of an Arabic stock page, keeping its own strings", () => {
    const embedded = deltaForIslands(arabic, ["stock-locator", "shell:search"]);
    expect(Object.keys(embedded).some((key) => key.startsWith("order."))).toBe(false);
    expect(embedded["stock.filters"]).toBe(arabic["stock.filters"]);
    expect(JSON.stringify(embedded).length).toBeLessThan(JSON.stringify(arabic).length * 0.75);
  });

  it("keeps them on a page with the checkout block", () => {
    const embedded = deltaForIslands(arabic, ["order-online-checkout"]);
    const orderKeys = (dictionary: object) => Object.keys(dictionary).filter((key) => key.startsWith("order."));
    expect(orderKeys(embedded)).toEqual(orderKeys(arabic));
    expect(embedded["order.continue"]).toBeTruthy();
  });
});

describe("the consent banner's strings, never embedded for islands (decision 193)", () => {
  it("leaves out the banner's texts and an admin's override of them: the server and the banner's script draw it", () => {
    const english = uiDictionary("en", {}, () => undefined);
    const overridden = dictionaryDelta({ ...english, "consent.title": "Cookies on Forecourt Motors" }, english);
    expect(deltaForIslands(overridden, ["stock-locator"])).toEqual({});
    const arabic = deltaForIslands(
      dictionaryDelta(
        uiDictionary("ar", {}, () => undefined),
        english,
      ),
      ["stock-locator"],
    );
    expect(Object.keys(arabic).filter((key) => key.startsWith("consent."))).toEqual([]);
    expect(arabic["stock.filters"]).toBeTruthy();
  });
});
