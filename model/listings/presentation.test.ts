import { describe, expect, it } from "vitest";
import { periodicPayment, miniFinance } from "./finance.ts";
import { DEFAULT_PRICE_SETTINGS, formatDoublePrice, formatPrice, formatSubscribePrice } from "./prices.ts";
import { showroomPath, showroomSlug, vehicleIdFromSlug } from "./showroom-slug.ts";
import { capacityLabel, seatsLabel, shortVin } from "./vehicle-presentation.ts";

describe("price strings", () => {
  it("use the default format, symbol and delimiter", () => {
    expect(formatPrice(235000)).toBe("235,000 €");
    expect(formatPrice(1234567, "full_string")).toBe("From 1,234,567 €");
    expect(formatPrice(1999, "lease_full_string")).toBe("1,999 € / Month");
    expect(formatSubscribePrice(2500)).toBe("from 2,500 € / Month");
  });

  it("render a price of zero or less as empty", () => {
    expect(formatPrice(0)).toBe("");
    expect(formatPrice(-10)).toBe("");
    expect(formatPrice(null)).toBe("");
  });

  it("convert a double price by rate and truncate to its decimals", () => {
    const settings = {
      ...DEFAULT_PRICE_SETTINGS,
      double: { ...DEFAULT_PRICE_SETTINGS.double, enabled: true, symbol: "USD", rate: 1.0879, decimals: 0 },
    };
    expect(formatDoublePrice(1000, settings)).toBe("1,087 USD");
    expect(formatDoublePrice(1000)).toBe("");
  });
});

describe("showroom links", () => {
  const base = {
    id: "v000123",
    state: "approved",
    production_year: 2023,
    engine_type: "|diesel|mhev|",
    drivetrain: "AWD",
    transmission: "automatic",
    color_name: "Eiger Grey",
  };
  it("join state, brand, model, year, engines, drivetrain, transmission and colour, without the off-road brand", () => {
    expect(showroomSlug({ ...base, nameplate_brand_name: "Land Rover", nameplate_name: "Defender 110" })).toBe(
      "approved-defender-110-2023-diesel-mild-hybrid-awd-automatic-eiger-grey",
    );
    expect(showroomSlug({ ...base, nameplate_brand_name: "Jaguar", nameplate_name: "F-PACE" })).toBe(
      "approved-jaguar-f-pace-2023-diesel-mild-hybrid-awd-automatic-eiger-grey",
    );
  });

  it("end with the vehicle id, which is read back from the path, with an optional query", () => {
    const path = showroomPath({ ...base, nameplate_brand_name: "Jaguar", nameplate_name: "XE" }, "_postcode=2000");
    expect(path).toMatch(/^\/showroom\/approved-jaguar-xe-.*-v000123\?_postcode=2000$/);
    expect(vehicleIdFromSlug(path.split("/")[2]!.split("?")[0]!)).toBe("v000123");
  });
});

describe("vehicle attributes", () => {
  it("shorten a VIN longer than 3 characters to its last 3", () => {
    expect(shortVin("SALLA2BN5NA123456")).toBe("456");
    expect(shortVin("AB")).toBe("AB");
  });
  it("show seats only for a positive count, pluralised, and capacity to one decimal", () => {
    expect(seatsLabel(7)).toBe("7 seats");
    expect(seatsLabel(1)).toBe("1 seat");
    expect(seatsLabel(0)).toBe("");
    // The site's name for a count (sl.seats_translations) wins; a count it does not name is written as before.
    expect(seatsLabel(7, { "7": "7 seats (2+3+2)" })).toBe("7 seats (2+3+2)");
    expect(seatsLabel(5, { "7": "7 seats (2+3+2)" })).toBe("5 seats");
    expect(seatsLabel(0, { "0": "none" })).toBe("");
    // Arabic pages count in Arabic, with its dual and few forms.
    expect(seatsLabel(2, null, "ar")).toBe("مقعدان");
    expect(seatsLabel(7, null, "ar")).toBe("7 مقاعد");
    expect(capacityLabel(3)).toBe("3.0 L");
  });
});

describe("finance", () => {
  it("computes the amortised payment like a spreadsheet's PMT", () => {
    expect(periodicPayment(0.005, 48, 10000)).toBeCloseTo(234.85, 2);
    expect(periodicPayment(0.005, 48, 10000, 2000)).toBeCloseTo(197.88, 2);
    expect(periodicPayment(0.005, 48, 10000, 0, 1)).toBeCloseTo(233.68, 2);
    expect(periodicPayment(0, 10, 1000)).toBe(100);
  });
  it("splits a price into deposit, credit and balloon", () => {
    const result = miniFinance({ price: 100000, depositShare: 0.2, months: 48, annualRate: 0.06, balloonShare: 0.3 });
    expect(result.deposit).toBe(20000);
    expect(result.amountOfCredit).toBe(80000);
    expect(result.balloon).toBe(30000);
    expect(result.monthlyPayment).toBeCloseTo(periodicPayment(0.005, 48, 80000, 30000), 6);
  });
});
