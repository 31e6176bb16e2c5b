import { describe, expect, it } from "vitest";
import { price, showroomVehicle } from "../../tests/support/showroom-vehicle.ts";
import { defaultCompanyConfig, mergeCompanyConfig } from "./company-config.ts";
import { periodicPayment } from "./finance.ts";
import {
  DEFAULT_MINI_FINANCE,
  clampChoice,
  maxContractMileage,
  miniFinanceQuote,
  representativeExample,
  steps,
} from "./mini-finance.ts";
import {
  SHOWROOM_ACCORDION_ATTRIBUTES,
  SHOWROOM_SPEC_ATTRIBUTES,
  showroomPrices,
  taxNotice,
  type ShowroomVehicle,
} from "./showroom-vehicle.ts";

const withPrices = (prices: Partial<ShowroomVehicle["prices"]>): Pick<ShowroomVehicle, "prices"> => ({
  prices: {
    purchase: null,
    sale: null,
    old: null,
    msrp: null,
    drive_away: null,
    on_the_road: null,
    lease: null,
    subscribe: null,
    prices_type: "inc_gst",
    disclaimers: [],
    product_card_disclaimer: "",
    ...prices,
  },
});

describe("showroom price rules", () => {
  it("shows a sale price with the old price struck through, then on-the-road and lease", () => {
    const view = showroomPrices(showroomVehicle());
    expect(view.main).toMatchObject({ kind: "sale", text: "61,000 €" });
    expect(view.onSale).toBe(true);
    expect(view.old).toEqual({ text: "65,000 €", value: 65000 });
    expect(view.secondary.map((line) => [line.kind, line.text])).toEqual([
      ["on_the_road", "63,400 €"],
      ["lease", "1,083 € / Month"],
    ]);
    expect(view.taxNotice).toBe("Including GST");
    expect(view.disclaimers).toEqual(["Sale price valid while stock lasts."]);
  });

  it("carries the double price of the headline and on-the-road prices, in the configured class", () => {
    const view = showroomPrices(
      withPrices({
        purchase: { ...price(90000), exchanged: "24,507 USD" },
        on_the_road: { ...price(93000), exchanged: "25,323 USD" },
        lease: price(900, false, "lease"),
        exchange_class: "usd-price",
      }),
    );
    expect(view.main).toMatchObject({ kind: "purchase", text: "90,000 €", exchanged: "24,507 USD" });
    expect(view.secondary.map((line) => [line.kind, line.exchanged])).toEqual([
      ["on_the_road", "25,323 USD"],
      ["lease", undefined],
    ]);
    expect(view.exchangeClass).toBe("usd-price");
    expect(showroomPrices(withPrices({ purchase: price(1) })).exchangeClass).toBe("price-exchange-class");
  });

  it("a drive-away price overrides the purchase (and sale) price", () => {
    const view = showroomPrices(
      withPrices({ purchase: price(90000), sale: price(88000), old: price(95000), drive_away: price(96000) }),
    );
    expect(view.main).toMatchObject({ kind: "drive_away", label: "Drive-away price", text: "96,000 €" });
    expect(view.old).toBeNull();
    expect(view.onSale).toBe(false);
  });

  it("a price of zero or less renders nothing", () => {
    const view = showroomPrices(
      withPrices({
        purchase: price(0),
        lease: { value_raw: -5, formatted: "", hiddenFromVisitors: false },
        subscribe: price(0, false, "subscribe"),
      }),
    );
    expect(view.main).toBeNull();
    expect(view.secondary).toEqual([]);
    expect(view.taxNotice).toBe("");
    expect(showroomPrices(withPrices({ purchase: price(0) })).main).toBeNull();
  });

  it("prices hidden from visitors are not shown", () => {
    const view = showroomPrices(
      withPrices({
        purchase: price(90000, true),
        lease: price(1500, true, "lease"),
        disclaimers: ["Ask the retailer."],
      }),
    );
    expect(view.hidden).toBe(true);
    expect(view.main).toBeNull();
    expect(view.secondary).toEqual([]);
    expect(view.disclaimers).toEqual(["Ask the retailer."]);
  });

  it("formats lease and subscribe prices with their own strings", () => {
    const view = showroomPrices(
      withPrices({
        purchase: price(120000),
        lease: price(2000, false, "lease"),
        subscribe: price(2650, false, "subscribe"),
      }),
    );
    expect(view.secondary.map((line) => line.text)).toEqual(["2,000 € / Month", "from 2,650 € / Month"]);
  });

  it("shows disclaimers only when they are not empty, the product card disclaimer first", () => {
    expect(
      showroomPrices(withPrices({ purchase: price(1), disclaimers: ["", "  "], product_card_disclaimer: " " }))
        .disclaimers,
    ).toEqual([]);
    expect(
      showroomPrices(withPrices({ purchase: price(1), disclaimers: ["B"], product_card_disclaimer: "A" })).disclaimers,
    ).toEqual(["A", "B"]);
  });

  it("shows no old price that is not above the sale price", () => {
    expect(showroomPrices(withPrices({ sale: price(50000), old: price(50000) })).old).toBeNull();
  });

  it("knows the tax notices", () => {
    expect(taxNotice("exc_gst")).toBe("Excluding GST");
    expect(taxNotice("whatever")).toBe("");
  });

  it("lists the seed's showroom attributes; the accordion version adds status", () => {
    expect(SHOWROOM_SPEC_ATTRIBUTES).toEqual([
      "state",
      "deliveryDate",
      "productionYear",
      "mileage",
      "transmission",
      "engines",
      "capacity",
      "power",
      "color",
      "colorInterior",
      "vin",
      "orderNumber",
      "avl",
    ]);
    expect(SHOWROOM_ACCORDION_ATTRIBUTES).toEqual([...SHOWROOM_SPEC_ATTRIBUTES, "status"]);
  });
});

describe("the mini finance calculator", () => {
  it("offers deposits of 20 to 50% in steps of 5 and terms of 4 to 7 years, defaulting to 20% and 4 years", () => {
    const settings = DEFAULT_MINI_FINANCE;
    expect(steps(settings.depositMin, settings.depositMax, settings.depositStep)).toEqual([20, 25, 30, 35, 40, 45, 50]);
    expect(steps(settings.yearsMin, settings.yearsMax, 1)).toEqual([4, 5, 6, 7]);
    expect([settings.depositDefault, settings.yearsDefault]).toEqual([20, 4]);
  });

  it("snaps bad choices into range", () => {
    expect(clampChoice(12, 20, 50, 5, 20)).toBe(20);
    expect(clampChoice(33, 20, 50, 5, 20)).toBe(35);
    expect(clampChoice(90, 20, 50, 5, 20)).toBe(50);
    expect(clampChoice(Number.NaN, 20, 50, 5, 20)).toBe(20);
  });

  it("quotes the monthly payment from the payment helper, in whole units rounded up", () => {
    const quote = miniFinanceQuote(100000, 20, 4);
    expect(quote.deposit).toBe(20000);
    expect(quote.amountOfCredit).toBe(80000);
    expect(quote.balloon).toBe(35000);
    expect(quote.months).toBe(48);
    expect(quote.monthlyPayment).toBe(Math.ceil(periodicPayment(0.079 / 12, 48, 80000, 35000)));
    expect(quote.totalPayable).toBe(20000 + quote.monthlyPayment * 48 + 35000);
    // A larger deposit lowers the payment; a longer term too.
    expect(miniFinanceQuote(100000, 30, 4).monthlyPayment).toBeLessThan(quote.monthlyPayment);
    expect(miniFinanceQuote(100000, 20, 7).monthlyPayment).toBeLessThan(quote.monthlyPayment);
  });

  it("writes a representative example with every figure", () => {
    const quote = miniFinanceQuote(100000, 20, 4);
    const text = representativeExample(quote, undefined, maxContractMileage(["diesel"])).replaceAll("\u00a0", " ");
    expect(text).toContain("Representative example: cash price 100,000 €");
    expect(text).toContain("deposit 20,000 € (20%)");
    expect(text).toContain("amount of credit 80,000 €");
    expect(text).toContain(`48 monthly payments of ${quote.monthlyPayment.toLocaleString("en-GB")} €`);
    expect(text).toContain("optional final payment 35,000 €");
    expect(text).toContain("fixed interest rate 7.9% per annum");
    expect(text).toContain("150,000 km");
    expect(maxContractMileage(["petrol", "phev"])).toBe(120000);
  });

  it("names no mileage limit for a loan repaid in full (no final payment)", () => {
    const loan = miniFinanceQuote(100000, 20, 4, { ...DEFAULT_MINI_FINANCE, annualRate: 0.057, balloonByYears: {} });
    const text = representativeExample(loan, undefined, maxContractMileage(["diesel"]));
    expect(text).not.toContain("final payment");
    expect(text).not.toContain("mileage");
    expect(text).toContain("fixed interest rate 5.7% per annum");
  });
});

describe("company configuration", () => {
  it("defaults to the seed's statuses, sort options, price settings and showroom attributes", () => {
    const config = defaultCompanyConfig("default");
    expect(config.statuses).toEqual([
      "stock",
      "available_soon",
      "reserved",
      "sold",
      "in_production",
      "on_demand",
      "delivery",
      "demo",
    ]);
    expect(config.sort_options).toHaveLength(9);
    expect(config.price_settings.symbol).toBe("€");
    expect(config.similar_vehicles).toBe(6);
    expect(config.showroom_attributes).toEqual([...SHOWROOM_SPEC_ATTRIBUTES]);
  });

  it("takes overrides of the right type and ignores the rest", () => {
    const config = mergeCompanyConfig(defaultCompanyConfig("default"), {
      features: { owner_visible: false, postcode_search: "yes" },
      price_settings: { symbol: "A$", double: { enabled: true } },
      sort_options: ["priceAsc", "nonsense"],
      default_sort: "mileageAsc",
      items_per_page: 40,
      mini_finance: { annualRate: 0.059, balloonByYears: { "4": 0.4, "5": "lots" } },
      showroom_attributes: ["vin", "wheels"],
    });
    expect(config.features).toMatchObject({ owner_visible: false, postcode_search: false });
    expect(config.price_settings).toMatchObject({
      symbol: "A$",
      delimiter: ",",
      double: { enabled: true, symbol: "EUR" },
    });
    expect(config.sort_options).toEqual(["priceAsc"]);
    expect(config.default_sort).toBe("priceAsc");
    expect(config.items_per_page).toBe(12);
    expect(config.mini_finance).toMatchObject({ annualRate: 0.059, balloonByYears: { "4": 0.4 }, depositMin: 20 });
    expect(config.showroom_attributes).toEqual(["vin"]);
    expect(mergeCompanyConfig(config, "not an object")).toBe(config);
  });
});
