import { describe, expect, it } from "vitest";
import {
  extraQuantity,
  fillTemplate,
  formatDay,
  formatPrice,
  isSunday,
  rentalDays,
  rentalTotal,
  type RentalExtra,
} from "./rental.ts";

const seats: RentalExtra = {
  heading: "Child seat",
  price: 7.5,
  charge: "per_day",
  controller: { type: "amount", min: 0, max: 3, value: 1, default: 0 },
};
const insurance: RentalExtra = {
  heading: "Full insurance",
  price: 49.99,
  charge: "per_rental",
  controller: { type: "toggler", true_label: "Yes", false_label: "No" },
};
const car = { display_name: "Range Rover Velar", price: { daily: 129.9 } };

describe("rental days", () => {
  it("counts nights between pick-up and return, a same-day return as one day", () => {
    expect(rentalDays("2026-12-01", "2026-12-04")).toBe(3);
    expect(rentalDays("2026-12-01", "2026-12-01")).toBe(1);
    expect(rentalDays("2026-12-30", "2027-01-02")).toBe(3);
  });
  it("refuses a return before the pick-up, a missing or an unreal date", () => {
    expect(rentalDays("2026-12-04", "2026-12-01")).toBeNull();
    expect(rentalDays(null, "2026-12-01")).toBeNull();
    expect(rentalDays("2026-02-30", "2026-03-02")).toBeNull();
  });
});

describe("Sundays", () => {
  it("are day 0 and closed", () => {
    expect(isSunday("2026-11-29")).toBe(true);
    expect(isSunday("2026-11-30")).toBe(false);
    expect(isSunday("2026-11-28")).toBe(false);
  });
});

describe("price totals", () => {
  it("adds the daily price per day, per-day extras per day and per-rental extras once, to the cent", () => {
    const { lines, total } = rentalTotal(car, 3, [seats, insurance], { 0: 2, 1: true });
    // 129.90 × 3 = 389.70; 7.50 × 2 seats × 3 days = 45.00; 49.99 once.
    expect(lines).toEqual([
      { label: "Range Rover Velar", quantity: 3, amount: 389.7 },
      { label: "Child seat", quantity: 2, amount: 45 },
      { label: "Full insurance", quantity: 1, amount: 49.99 },
    ]);
    expect(total).toBe(484.69);
  });
  it("leaves out extras not chosen, uses a counter's default and clamps it to min and max", () => {
    expect(rentalTotal(car, 1, [seats, insurance], { 1: false }).total).toBe(129.9);
    const oneSeat: RentalExtra = { ...seats, controller: { type: "amount", min: 0, max: 3, value: 1, default: 1 } };
    expect(extraQuantity(oneSeat, undefined)).toBe(1);
    expect(extraQuantity(seats, 9)).toBe(3);
    expect(extraQuantity(seats, -2)).toBe(0);
  });
  it("adds cents without floating-point drift", () => {
    const tenCents = { display_name: "x", price: { daily: 0.1 } };
    expect(rentalTotal(tenCents, 3, [], {}).total).toBe(0.3);
  });
});

describe("formats", () => {
  it("shows en-US prices and dates, nothing for a price of zero", () => {
    expect(formatPrice(1234.5)).toBe("€1,234.50");
    expect(formatPrice(0)).toBe("");
    expect(formatPrice(850, "AED")).toBe("AED 850.00");
    expect(formatDay("2026-12-01")).toBe("Tuesday, December 1, 2026");
  });
});

describe("the summary template", () => {
  it("fills placeholders, empties unknown ones and keeps doubled braces literal", () => {
    expect(
      fillTemplate("{vehicle} from {pick_up_date} at {location}{unknown} {{total}}", {
        vehicle: "Defender 110",
        pick_up_date: "December 1, 2026",
        location: "Warsaw Airport",
      }),
    ).toBe("Defender 110 from December 1, 2026 at Warsaw Airport {total}");
  });
  it("does not read inherited names", () => {
    expect(fillTemplate("{constructor}", {})).toBe("");
  });
});
