import type { ShowroomPrice, ShowroomVehicle } from "../../model/listings/showroom-vehicle.ts";
import { formatPrice, formatSubscribePrice } from "../../model/listings/prices.ts";

export function price(value: number, hidden = false, kind: "price" | "lease" | "subscribe" = "price"): ShowroomPrice {
  const formatted =
    kind === "lease"
      ? formatPrice(value, "lease_full_string")
      : kind === "subscribe"
        ? formatSubscribePrice(value)
        : formatPrice(value);
  return { value_raw: value, formatted: hidden ? "" : formatted, hiddenFromVisitors: hidden };
}

function photo(id: string, sequence: number) {
  return {
    sequence,
    medium_path: `/media/images/${id}/640x360.jpg`,
    quarter_hd_path: `/media/images/${id}/960x540.jpg`,
    hd_path: `/media/images/${id}/1280x720.jpg`,
    big_path: `/media/images/${id}/1600x900.jpg`,
    full_path: `/media/images/${id}/2400x1350.jpg`,
  };
}

/** A shaped vehicle as the listing API answers it (an approved F-PACE on sale), for unit tests of the showroom and analytics. */
export function showroomVehicle(overrides: Partial<ShowroomVehicle> = {}): ShowroomVehicle {
  const id = overrides.id ?? "v000042";
  return {
    id,
    link: `/showroom/approved-jaguar-f-pace-2023-diesel-mild-hybrid-awd-automatic-firenze-red-${id}`,
    title: "F-PACE R-Dynamic SE",
    description: "Jaguar F-PACE R-Dynamic SE in Firenze Red with an Ebony interior.",
    brand: "Jaguar",
    model: "F-PACE",
    nameplate_external_code: "x761",
    version: "R-Dynamic SE",
    state: "approved",
    status: "stock",
    reserved: false,
    availability: "available",
    stock_marker: "AVL",
    photos: [photo("stock-red-front", 0), photo("stock-red-side", 1), photo("stock-red-rear", 2)],
    prices: {
      purchase: price(61000),
      sale: price(61000),
      old: price(65000),
      msrp: price(98000),
      drive_away: null,
      on_the_road: price(63400),
      lease: price(1083, false, "lease"),
      subscribe: null,
      prices_type: "inc_gst",
      disclaimers: ["Sale price valid while stock lasts."],
      product_card_disclaimer: "",
    },
    financing_options: ["cash", "finance", "lease"],
    specification: {
      brand: "Jaguar",
      state: "Approved",
      status: "In stock",
      model: "F-PACE",
      title: "F-PACE R-Dynamic SE",
      version: "R-Dynamic SE",
      drivetrain: "AWD",
      productionYear: "2023",
      modelYear: "2023",
      transmission: "automatic",
      mileage: "24,310 km",
      engines: "Diesel, Mild hybrid",
      capacity: "3.0 L",
      power: "221 kW",
      deliveryDate: "2026-03-15",
      avl: "AVL",
      color: "Firenze Red",
      colorInterior: "Ebony",
      vin: "SALJA1BC2DE345678",
      shortVin: "678",
      ownerName: "Jaguar Sydney City",
      orderNumber: "",
      nameplateModelGroup: "F-PACE",
      numberOfSeats: "5 seats",
      batteryCapacity: "",
    },
    raw: {
      mileage: 24310,
      production_year: 2023,
      model_year: 2023,
      power: 221,
      engine_type: ["diesel", "mhev"],
      number_of_seats: 5,
      color_canonical: "red",
      created_at: "2025-05-01T00:00:00.000Z",
    },
    equipment: { standard: ["Adaptive cruise control", "Heated front seats"], optional: ["Panoramic roof"] },
    accessories: ["Roof rails"],
    footnotes: ["Fuel consumption and CO2 figures are for comparison purposes only."],
    used_record: {
      date_registered: "2023-04-15",
      previous_use: "private",
      maintenance_log: "2 services at authorised retailers",
    },
    config_url: null,
    video_url: null,
    owner: {
      id: "dealer-au001",
      dealer_code: "AU001",
      ci_code: "CI5000",
      name: "Jaguar Sydney City",
      address: "10 George Street",
      city: "Sydney",
      postcode: "2017",
      state: "NSW",
      phone: "+61 2 9000 1000",
      email: "sales.sydneycity@forecourt.example",
      opening_hours: "Mon–Fri 08:30–17:30",
      html: {
        default: "<strong>Jaguar Sydney City</strong><br><span>10 George Street</span><br><span>Sydney 2017</span>",
        short: "<strong>Jaguar Sydney City</strong><br><span>Sydney 2017</span>",
        full: '<strong>Jaguar Sydney City</strong><br><span>10 George Street</span><br><span>Sydney 2017</span><br><a href="tel:+61290001000">+61 2 9000 1000</a><br><a href="mailto:sales.sydneycity@forecourt.example">sales.sydneycity@forecourt.example</a>',
      },
    },
    api_endpoint: `/public_api/listing/all/vehicle/${id}`,
    ...overrides,
  };
}
