// @vitest-environment happy-dom
/**
 * A page loads the stylesheet of everything it can show. For every block: the server render of its
 * defaults and examples, and the states its island reaches in the browser (a modal opened, a later
 * step), use no class that a site stylesheet styles unless the page showing the block loads that
 * stylesheet; and a block whose code can draw a shared UI (renderer/primitives/<name>/) declares it,
 * so its page loads that UI's stylesheet. A form drawn without its stylesheet shows the honeypot.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ROOT } from "../../codegen/paths.ts";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockKey, BlockProps } from "../../generated/contracts/block-types.ts";
import type { OfferCard } from "../../generated/contracts/entities/offer.ts";
import { blockStylesheets, sharedUiStyleFiles } from "../../generated/registry/block-style-files.ts";
import type { FormDefinition } from "../../model/forms/index.ts";
import Offers from "../../blocks/offers/offers.tsx";
import RentACar from "../../blocks/rent-a-car/rent-a-car.tsx";
import { propsFor, renderBlock } from "../support/render-block.ts";
import { renderInBrowser, testDriveForm } from "../support/render-form-block.tsx";
import { unstyledClasses } from "../support/stylesheet-classes.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

function examplesOf(key: BlockKey): Record<string, unknown>[] {
  const schema = JSON.parse(readFileSync(path.join(ROOT, "blocks", key, "block.schema.json"), "utf8")) as {
    examples?: Record<string, unknown>[];
  };
  return [{}, ...(schema.examples ?? [])];
}

describe.each(blockKeys)("the page showing block %s", (key) => {
  it("loads a stylesheet for every styled class the block's defaults and examples render", () => {
    for (const example of examplesOf(key)) {
      const { html, stylesheets } = renderBlock(key, propsFor(key, example));
      expect(unstyledClasses(html, stylesheets), JSON.stringify(example).slice(0, 200)).toEqual([]);
    }
  });
});

/** The source files a module imports, however deep (relative imports, static and dynamic). */
function moduleGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = readFileSync(path.join(ROOT, entry), "utf8");
  for (const [, specifier = ""] of text.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+\.tsx?)"/g)) {
    moduleGraph(path.posix.normalize(path.posix.join(path.posix.dirname(entry), specifier)), seen);
  }
  return seen;
}

describe("blocks that can draw shared UI", () => {
  it.each(blockKeys)("%s declares each shared UI its code can draw, so the page loads its stylesheet", (key) => {
    const modules = [...moduleGraph(`blocks/${key}/${key}.tsx`)];
    const drawn = Object.entries(sharedUiStyleFiles)
      .filter(([name]) => modules.some((module) => module.startsWith(`renderer/primitives/${name}/`)))
      .map(([, stylesheet]) => stylesheet);
    const loaded = blockStylesheets[key] ?? [];
    expect(drawn.filter((stylesheet) => !loaded.includes(stylesheet))).toEqual([]);
  });
});

describe("island states the server render does not show", () => {
  /** The stylesheets a page showing the block links: what the server render of the block collected. */
  const pageStylesheets = (key: BlockKey, props: Record<string, unknown>) =>
    renderBlock(key, propsFor(key, props)).stylesheets;

  const offer: OfferCard = {
    id: "d110",
    car_model_key: "defender_110",
    brand: "land_rover",
    model_family: "defender",
    category: "new_cars",
    market: "AE",
    locale: "",
    title: "Defender 110 pack",
    description: "<p>Accessory pack included</p>",
    images: [],
    prices: [{ label: "From", amount: 32_500_000, currency: "AED" }],
    schedule: { start: null, end: "2026-12-31" },
    cta_label: "Enquire now",
  };

  it("Offers: the enquiry modal's lead form is styled by the page's stylesheets", async () => {
    const props = { ...propsFor("offers", { form_id: testDriveForm().id }), id: "block-1" } as BlockProps<"offers">;
    const stylesheets = pageStylesheets("offers", { form_id: testDriveForm().id });
    const data = { offers: [offer], form: testDriveForm() } as unknown as FormDefinition;
    renderInBrowser(Offers, props, data);
    fireEvent.click(screen.getByRole("button", { name: /Enquire now/ }));
    await act(async () => {});
    expect(screen.getByLabelText(/First name/)).toBeTruthy();
    expect(unstyledClasses(document.body, stylesheets)).toEqual([]);
  });

  it("Rent a Car: the contact step's lead form is styled by the page's stylesheets", async () => {
    const form = testDriveForm();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(form)),
    );
    const props = { ...propsFor("rent-a-car", { contact_step_form_id: form.id }), id: "block-1" };
    // The visitor reached the last step (contact) before a reload: the flow comes back there.
    window.sessionStorage.setItem(
      "forecourt:flow:rent-a-car:block-1",
      JSON.stringify({
        step: 4,
        location: "waw",
        pickUp: "2026-12-01",
        dropOff: "2026-12-03",
        vehicle: 0,
        extras: {},
        outcome: null,
      }),
    );
    const stylesheets = pageStylesheets("rent-a-car", { contact_step_form_id: form.id });
    renderInBrowser(RentACar, props as BlockProps<"rent-a-car">, undefined);
    await act(async () => {});
    await act(async () => {});
    expect(await screen.findByLabelText(/First name/)).toBeTruthy();
    expect(unstyledClasses(document.body, stylesheets)).toEqual([]);
  });
});

// The block list keeps the metadata import honest: a block added to the registry is checked above.
expect(blockKeys.length).toBe(Object.keys(blockMeta).length);
