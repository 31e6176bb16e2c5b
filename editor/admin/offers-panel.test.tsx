// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Offer } from "../api/offers-client.ts";
import { stubFetch, type FetchStub } from "../page-tree/testing/fetch-stub.ts";
import { renderScreen } from "../page-tree/testing/render-screen.tsx";
import { OffersPanel } from "./offers-panel.tsx";

let api: FetchStub;
let offers: Offer[];

const route = { path: "/admin/offers", route: "/admin/offers" };

const SPORT: Offer = {
  id: "rrs-2026",
  car_model_key: "range_rover_sport",
  brand: "land_rover",
  model_family: "range_rover",
  category: "new_cars",
  market: "AE",
  title: "Range Rover Sport from AED 189,900",
  description: "<p>Three years of service.</p>",
  images: ["img-1", "img-2"],
  prices: [{ label: "From", amount: 18990000, currency: "AED" }],
  schedule: { start: "2026-11-01", end: "2026-12-31" },
  published: true,
  cta_label: "Enquire now",
  revision: 4,
  updated_at: "2026-11-20T10:00:00Z",
};

/** The text of the field's error, read through the control's aria-describedby as a screen reader would. */
function errorOf(control: HTMLElement): string {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ");
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);
const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(field(dialog, label), { target: { value } });

async function sportRow() {
  return (await screen.findByRole("rowheader", { name: SPORT.title })).closest("tr")!;
}

beforeEach(() => {
  offers = [SPORT];
  api = stubFetch();
  api.on("GET", /^\/api\/offers$/, () => ({ body: { data: offers } }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the offers panel", () => {
  it("lists each offer's title, category, family and brand, market, schedule and state", async () => {
    renderScreen(<OffersPanel canWrite />, route);
    const row = await sportRow();
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "New cars",
      "Range Rover / Land Rover",
      "AE",
      "All",
      "2026-11-01 – 2026-12-31",
      "Published",
      "EditDelete",
    ]);
    expect(screen.getByRole("button", { name: "Add offer" })).toBeTruthy();
  });

  it("shows editors the list without add, edit, delete or import", async () => {
    renderScreen(<OffersPanel canWrite={false} />, route);
    await sportRow();
    expect(screen.getByText(/Only admins may change offers/)).toBeTruthy();
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("creates an offer with prices in minor units, and shows the server's 422 at its field until fixed", async () => {
    let attempts = 0;
    api.on("POST", /^\/api\/offers$/, (request) => {
      attempts += 1;
      if (attempts === 1)
        return {
          status: 422,
          body: {
            error: "invalid_offer",
            message: "The offer is not valid.",
            issues: [
              { pointer: "/market", message: 'must match pattern "^[A-Z]{2}$"' },
              { pointer: "/prices/0/currency", message: 'must match pattern "^[A-Z]{3}$"' },
            ],
          },
        };
      const created = { ...(request.body as Offer), revision: 1, updated_at: "2026-11-26T10:00:00Z" };
      offers = [...offers, created];
      return { status: 201, body: created };
    });
    renderScreen(<OffersPanel canWrite />, route);
    await sportRow();
    fireEvent.click(screen.getByRole("button", { name: "Add offer" }));
    const dialog = await screen.findByRole("dialog", { name: "Add an offer" });
    type(dialog, /^Offer id/, "defender-owners");
    type(dialog, /^Title/, "Defender service plan");
    type(dialog, /^Car model key/, "defender_110");
    type(dialog, /^Market/, "UAE");
    fireEvent.change(field(dialog, /^Model family/), { target: { value: "defender" } });
    fireEvent.change(field(dialog, /^Category/), { target: { value: "owners" } });
    type(dialog, /^Images/, "img-9\n\n img-10 \n");
    type(dialog, /^Prices/, "From | 2,450.50 | aed\nMonthly | 99 | KWD");
    type(dialog, /^Shown from/, "2026-12-01");
    fireEvent.click(field(dialog, /^Published/));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save offer" }));

    const market = field(dialog, /^Market/);
    expect(await within(dialog).findByText('Market must match pattern "^[A-Z]{2}$"')).toBeTruthy();
    expect(market.getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(field(dialog, /^Prices/))).toContain('line 1 currency must match pattern "^[A-Z]{3}$"');
    const [first] = api.requests("POST", /^\/api\/offers$/);
    expect(first!.body).toEqual({
      id: "defender-owners",
      car_model_key: "defender_110",
      brand: "land_rover",
      model_family: "defender",
      category: "owners",
      market: "UAE",
      // No language given: the offer is shown in every language.
      locale: "",
      title: "Defender service plan",
      description: "",
      images: ["img-9", "img-10"],
      prices: [
        { label: "From", amount: 245050, currency: "AED" },
        { label: "Monthly", amount: 99000, currency: "KWD" },
      ],
      schedule: { start: "2026-12-01", end: null },
      published: true,
      cta_label: "Enquire now",
    });

    type(dialog, /^Market/, "ae");
    type(dialog, /^Language/, "ar");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save offer" }));
    expect(await screen.findByText("Added the offer “Defender service plan”.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await screen.findByRole("rowheader", { name: "Defender service plan" })).toBeTruthy();
    expect((api.requests("POST", /^\/api\/offers$/)[1]!.body as Offer).market).toBe("AE");
    expect((api.requests("POST", /^\/api\/offers$/)[1]!.body as Offer).locale).toBe("ar");
  });

  it("adds an image picked from the media library to the image lines", async () => {
    api.on("GET", /^\/media\/api\/v2\/images/, {
      body: { data: [{ id: "defender-hero", width: 1600, height: 900 }] },
    });
    renderScreen(<OffersPanel canWrite />, route);
    fireEvent.click(within(await sportRow()).getByRole("button", { name: `Edit offer ${SPORT.title}` }));
    const dialog = await screen.findByRole("dialog", { name: `Edit offer ${SPORT.id}` });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add an image from the library" }));
    const picker = await screen.findByRole("dialog", { name: "Choose an image" });
    fireEvent.click(await within(picker).findByRole("button", { name: "Choose defender-hero" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Choose an image" })).toBeNull());
    expect((field(dialog, /^Images/) as HTMLTextAreaElement).value).toBe("img-1\nimg-2\ndefender-hero");
  });

  it("names a price line it cannot read before sending anything", async () => {
    renderScreen(<OffersPanel canWrite />, route);
    fireEvent.click(within(await sportRow()).getByRole("button", { name: `Edit offer ${SPORT.title}` }));
    const dialog = await screen.findByRole("dialog", { name: `Edit offer ${SPORT.id}` });
    type(dialog, /^Prices/, "From | 12.345 | AED");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save offer" }));
    expect(await within(dialog).findByText(/Prices line 1: the amount must be a number/)).toBeTruthy();
    expect(api.requests("PUT", /\/api\/offers\//)).toHaveLength(0);
  });

  it("edits an offer shown in major units, sending If-Match of its revision", async () => {
    api.on("PUT", /^\/api\/offers\/rrs-2026$/, (request) => {
      const saved = { ...(request.body as Offer), revision: 5, updated_at: "2026-11-26T11:00:00Z" };
      offers = [saved];
      return { body: saved };
    });
    renderScreen(<OffersPanel canWrite />, route);
    fireEvent.click(within(await sportRow()).getByRole("button", { name: `Edit offer ${SPORT.title}` }));
    const dialog = await screen.findByRole("dialog", { name: `Edit offer ${SPORT.id}` });
    expect(within(dialog).queryByLabelText(/^Offer id/)).toBeNull();
    expect((field(dialog, /^Prices/) as HTMLTextAreaElement).value).toBe("From | 189900.00 | AED");
    expect((field(dialog, /^Images/) as HTMLTextAreaElement).value).toBe("img-1\nimg-2");
    expect((field(dialog, /^Shown until/) as HTMLInputElement).value).toBe("2026-12-31");
    type(dialog, /^Title/, "Range Rover Sport, winter offer");
    type(dialog, /^Shown until/, "");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save offer" }));
    expect(await screen.findByText("Saved the offer “Range Rover Sport, winter offer”.")).toBeTruthy();
    const [sent] = api.requests("PUT", /^\/api\/offers\/rrs-2026$/);
    expect(sent!.headers["if-match"]).toBe('"4"');
    expect(sent!.body).toMatchObject({
      id: "rrs-2026",
      title: "Range Rover Sport, winter offer",
      prices: [{ label: "From", amount: 18990000, currency: "AED" }],
      schedule: { start: "2026-11-01", end: null },
    });
    expect(await screen.findByText("from 2026-11-01")).toBeTruthy();
  });

  it("shows the server's message when someone else changed the offer, and retries from the current revision", async () => {
    api.on("PUT", /^\/api\/offers\/rrs-2026$/, (request) => {
      if (request.headers["if-match"] === '"6"')
        return { body: { ...offers[0], ...(request.body as object), revision: 7 } };
      offers = [{ ...SPORT, revision: 6, title: "Changed elsewhere" }];
      return {
        status: 412,
        body: {
          error: "precondition_failed",
          message: "The offer was changed by someone else; reload it and apply your change again.",
        },
      };
    });
    renderScreen(<OffersPanel canWrite />, route);
    fireEvent.click(within(await sportRow()).getByRole("button", { name: `Edit offer ${SPORT.title}` }));
    const dialog = await screen.findByRole("dialog", { name: `Edit offer ${SPORT.id}` });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save offer" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("changed by someone else");
    expect(await screen.findByRole("rowheader", { name: "Changed elsewhere" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    fireEvent.click(screen.getByRole("button", { name: "Edit offer Changed elsewhere" }));
    const again = await screen.findByRole("dialog", { name: `Edit offer ${SPORT.id}` });
    expect((field(again, /^Title/) as HTMLInputElement).value).toBe("Changed elsewhere");
    fireEvent.click(within(again).getByRole("button", { name: "Save offer" }));
    expect(await screen.findByText("Saved the offer “Changed elsewhere”.")).toBeTruthy();
    expect(api.requests("PUT", /\/api\/offers\//).map((sent) => sent.headers["if-match"])).toEqual(['"4"', '"6"']);
  });

  it("deletes an offer only after the confirmation, with If-Match of its revision", async () => {
    api.on("DELETE", /^\/api\/offers\/rrs-2026$/, () => {
      offers = [];
      return { status: 204 };
    });
    renderScreen(<OffersPanel canWrite />, route);
    fireEvent.click(within(await sportRow()).getByRole("button", { name: `Delete offer ${SPORT.title}` }));
    const dialog = await screen.findByRole("dialog", { name: `Delete the offer “${SPORT.title}”?` });
    expect(dialog.textContent).toContain("rrs-2026");
    expect(api.requests("DELETE", /\/api\/offers\//)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete offer" }));
    expect(await screen.findByText(`Deleted the offer “${SPORT.title}”.`)).toBeTruthy();
    expect(await screen.findByText("No offers yet.")).toBeTruthy();
    const [sent] = api.requests("DELETE", /^\/api\/offers\/rrs-2026$/);
    expect(sent!.headers["if-match"]).toBe('"4"');
  });

  it("imports from the feed and reports the count and each rejected item with its pointers", async () => {
    api.on("POST", /^\/api\/offers\/import$/, () => {
      offers = [...offers, { ...SPORT, id: "xe-2026", title: "Jaguar XE run-out" }];
      return {
        body: {
          imported: 2,
          rejected: [
            {
              index: 2,
              id: "broken",
              issues: [
                { pointer: "/market", message: "is required" },
                { pointer: "/prices/0/amount", message: "must be integer" },
              ],
            },
          ],
        },
      };
    });
    renderScreen(<OffersPanel canWrite />, route);
    await sportRow();
    fireEvent.click(screen.getByRole("button", { name: "Import from mena.offers_api_url" }));
    expect(await screen.findByText("Imported or updated 2 offers; rejected 1 item.")).toBeTruthy();
    const rejected = screen.getByRole("list", { name: "Rejected items" });
    expect(within(rejected).getByRole("listitem").textContent).toBe(
      "Item 3 (broken): /market is required; /prices/0/amount must be integer",
    );
    expect(await screen.findByRole("rowheader", { name: "Jaguar XE run-out" })).toBeTruthy();
  });

  it("shows the server's message when the feed setting is missing", async () => {
    api.on("POST", /^\/api\/offers\/import$/, {
      status: 422,
      body: { error: "missing_api_url", message: "Missing api url: mena.offers_api_url" },
    });
    renderScreen(<OffersPanel canWrite />, route);
    await sportRow();
    fireEvent.click(screen.getByRole("button", { name: "Import from mena.offers_api_url" }));
    const message = await screen.findByText("Missing api url: mena.offers_api_url");
    expect(message.getAttribute("role")).toBe("alert");
    expect(screen.queryByRole("list", { name: "Rejected items" })).toBeNull();
  });
});
