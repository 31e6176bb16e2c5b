import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { parsePrices, scheduleText, withFormPointers } from "./offer-form.ts";

describe("the offer form's price lines", () => {
  it("reads major units into each currency's minor units, with thousands separators and blank lines", () => {
    expect(parsePrices("From | 189,900.00 | AED\n\n Deposit | 1 500.5 | kwd \nGift | 5000 | JPY")).toEqual({
      ok: true,
      prices: [
        { label: "From", amount: 18990000, currency: "AED" },
        { label: "Deposit", amount: 1500500, currency: "KWD" },
        { label: "Gift", amount: 5000, currency: "JPY" },
      ],
    });
    expect(parsePrices("")).toEqual({ ok: true, prices: [] });
  });

  it("names the first line it cannot read", () => {
    expect(parsePrices("From | 10 | AED\n189900 AED")).toMatchObject({ ok: false, problem: /^line 2: write label/ });
    expect(parsePrices("From | 10 | dirham")).toMatchObject({ ok: false, problem: /^line 1: the currency/ });
    expect(parsePrices("From | 10.999 | AED")).toMatchObject({ ok: false, problem: /^line 1: the amount/ });
    expect(parsePrices("From | -5 | AED")).toMatchObject({ ok: false, problem: /^line 1: the amount/ });
  });
});

describe("the offer form's server issues", () => {
  it("points issues inside the schedule, prices and images at the dialog's fields", async () => {
    const failing = Promise.reject(
      new ApiError(422, "invalid_offer", "The offer is not valid.", [
        { pointer: "/schedule/end", message: "must not be before the start date" },
        { pointer: "/images/2", message: "must match pattern" },
        { pointer: "/prices/1/amount", message: "must be integer" },
        { pointer: "/title", message: "is required" },
      ]),
    );
    const error = (await withFormPointers(failing).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.issues).toEqual([
      { pointer: "/schedule_end", message: "must not be before the start date" },
      { pointer: "/images", message: "line 3 must match pattern" },
      { pointer: "/prices", message: "line 2 amount must be integer" },
      { pointer: "/title", message: "is required" },
    ]);
  });

  it("describes a schedule for the list", () => {
    expect(scheduleText({ start: null, end: null })).toBe("Always");
    expect(scheduleText(undefined)).toBe("Always");
    expect(scheduleText({ start: null, end: "2026-12-31" })).toBe("until 2026-12-31");
  });
});
