import { describe, expect, it } from "vitest";
import {
  distanceIn,
  formatDistance,
  mapsAppUrl,
  normalisePostcode,
  rankByDistance,
  retailerStructuredData,
} from "./index.ts";
import { postcodeCentroid } from "./postcode-centroids.ts";

const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };

describe("distances", () => {
  it("measures London to Paris as about 344 km and 214 mi", () => {
    expect(distanceIn("km", LONDON, PARIS)).toBeGreaterThan(343);
    expect(distanceIn("km", LONDON, PARIS)).toBeLessThan(345);
    expect(distanceIn("mi", LONDON, PARIS)).toBeCloseTo(distanceIn("km", LONDON, PARIS) / 1.609344, 6);
  });

  it("formats one decimal below 100 and whole numbers above", () => {
    expect(formatDistance(12.44, "km")).toBe("12.4 km");
    expect(formatDistance(1264.6, "mi")).toBe("1,265 mi");
  });

  it("ranks nearest first, keeps the editor's order on ties and drops those beyond the radius", () => {
    const sandton = { name: "Sandton", latitude: -26.107, longitude: 28.056 };
    const sandtonTwin = { name: "Sandton 2", latitude: -26.107, longitude: 28.056 };
    const capeTown = { name: "Cape Town", latitude: -33.921, longitude: 18.417 };
    const origin = postcodeCentroid("2000")!;
    const all = rankByDistance([capeTown, sandton, sandtonTwin], origin, "km");
    expect(all.map((ranked) => ranked.retailer.name)).toEqual(["Sandton", "Sandton 2", "Cape Town"]);
    expect(all.map((ranked) => ranked.index)).toEqual([1, 2, 0]);
    expect(rankByDistance([capeTown, sandton], origin, "km", 200).map((ranked) => ranked.retailer.name)).toEqual([
      "Sandton",
    ]);
    expect(rankByDistance([capeTown], postcodeCentroid("9301")!, "km", 200)).toEqual([]);
  });
});

describe("postcodes", () => {
  it("accepts four digits, forgiving spaces, and knows the demo market's centroids", () => {
    expect(normalisePostcode(" 21 96 ")).toBe("2196");
    expect(normalisePostcode("SW1A 1AA")).toBeNull();
    expect(postcodeCentroid("8001")).toEqual({ latitude: -33.925, longitude: 18.424 });
    expect(postcodeCentroid("1234")).toBeNull();
  });
});

it("links an address to a maps app with its coordinates", () => {
  const url = new URL(mapsAppUrl({ latitude: -26.107, longitude: 28.056, address: "1 Rivonia Road, Sandton" }));
  expect(url.protocol).toBe("https:");
  expect(url.searchParams.get("query")).toBe("1 Rivonia Road, Sandton");
  expect(url.hash).toBe("#map=15/-26.107/28.056");
});

describe("retailer structured data", () => {
  const base = {
    business_type: "AutoDealer" as const,
    name: "Forecourt Sandton",
    description: "",
    keywords: "",
    opening_hours: ["Mo-Fr 08:00-17:00"],
    payment_accepted: "Cash",
    price_range: "$$$",
    address: { street_address: "1 Rivonia Road", locality: "Sandton", region: "", postal_code: "2196", country: "ZA" },
    latitude: -26.107,
    longitude: 28.056,
    contact_info: { phone: "+27 11 555 0100" },
    offers_info: [{ name: "Service plan", price: 4999, price_currency: "ZAR" }],
  };

  it("maps the seed's fields to an AutoDealer with address, geo, contact and offers", () => {
    expect(retailerStructuredData(base)).toEqual({
      "@context": "https://schema.org",
      "@type": "AutoDealer",
      name: "Forecourt Sandton",
      openingHours: ["Mo-Fr 08:00-17:00"],
      paymentAccepted: "Cash",
      priceRange: "$$$",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 Rivonia Road",
        addressLocality: "Sandton",
        postalCode: "2196",
        addressCountry: "ZA",
      },
      geo: { "@type": "GeoCoordinates", latitude: -26.107, longitude: 28.056 },
      telephone: "+27 11 555 0100",
      makesOffer: [
        {
          "@type": "Offer",
          itemOffered: { "@type": "Service", name: "Service plan" },
          price: 4999,
          priceCurrency: "ZAR",
        },
      ],
    });
  });

  it("leaves out what the editor left empty", () => {
    const bare = retailerStructuredData({
      ...base,
      business_type: "LocalBusiness",
      opening_hours: [],
      payment_accepted: "",
      price_range: "",
      address: { street_address: "", locality: "", region: "", postal_code: "", country: "" },
      latitude: undefined,
      longitude: undefined,
      contact_info: {},
      offers_info: [],
    });
    expect(bare).toEqual({ "@context": "https://schema.org", "@type": "LocalBusiness", name: "Forecourt Sandton" });
  });
});
