// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import type { OfferCard } from "../../generated/contracts/entities/offer.ts";
import type { FormDefinition } from "../../model/forms/index.ts";
import { renderInBrowser, serverHtml, testDriveForm } from "../../tests/support/render-form-block.tsx";
import Offers from "./offers.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const props = (overrides: Partial<BlockProps<"offers">> = {}) =>
  ({
    ...(structuredClone(blockMeta.offers.insertDefaults) as unknown as BlockProps<"offers">),
    id: "block-1",
    form_id: testDriveForm().id,
    ...overrides,
  }) as BlockProps<"offers">;

const card = (id: string, title: string): OfferCard => ({
  id,
  car_model_key: "defender_110",
  brand: "land_rover",
  model_family: "defender",
  category: "new_cars",
  market: "AE",
  locale: "",
  title,
  description: "<p>Accessory pack included</p>",
  images: [],
  prices: [{ label: "From", amount: 32_500_000, currency: "AED" }],
  schedule: { start: null, end: "2026-12-31" },
  cta_label: "Enquire now",
});

const data = (offers: OfferCard[] | null) => ({ offers, form: testDriveForm() }) as unknown as FormDefinition;

describe("Offers block", () => {
  it("lists the server's offers with their prices and dates in the HTML", () => {
    const html = serverHtml(Offers, props(), data([card("d110", "Defender 110 pack")]));
    expect(html).toContain("Defender 110 pack");
    expect(html).toContain("325,000 AED");
    expect(html).toContain("Valid until");
  });

  it("opens the lead form for the chosen offer", async () => {
    renderInBrowser(Offers, props(), data([card("d110", "Defender 110 pack")]));
    fireEvent.click(screen.getByRole("button", { name: /Enquire now/ }));
    await act(async () => {});
    const dialog = screen.getByRole("dialog", { name: "Enquire about this offer" });
    expect(dialog.textContent).toContain("Defender 110 pack");
    expect(screen.getByLabelText(/First name/)).not.toBeNull();
  });

  it("shows the error text with Try again when the server could not read the offers, and asks again", async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: [card("d110", "Defender 110 pack")] }));
    vi.stubGlobal("fetch", fetchMock);
    renderInBrowser(Offers, props({ defender: true }), data(null));
    expect(screen.getByRole("alert").textContent).toContain("Offers request error");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await act(async () => {});
    expect(String(fetchMock.mock.calls[0]![0 as never])).toBe("/public_api/offers?locale=en&families=defender");
    expect(screen.getByText("Defender 110 pack")).not.toBeNull();
  });

  it("shows the error state when the browser's offers request fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("down", { status: 503 })),
    );
    renderInBrowser(Offers, props({ error_text: "No offers now" }), undefined, "editor");
    await act(async () => {});
    expect(screen.getByRole("alert").textContent).toContain("No offers now");
  });
});
