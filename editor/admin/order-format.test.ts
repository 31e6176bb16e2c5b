import { describe, expect, it } from "vitest";
import { formatAmount, formatTime, isFinal, minorDigits, providerLabel, stateLabel } from "./order-format.ts";

describe("order formatting", () => {
  it("reads amounts as minor units of their currency", () => {
    expect(formatAmount(100000, "EUR")).toBe("€1,000.00");
    expect(formatAmount(1999, "USD")).toBe("US$19.99");
    expect(formatAmount(5000, "JPY")).toBe("JP¥5,000");
    expect(formatAmount(1234, "KWD")).toBe("KWD\u00a01.234");
    expect(formatAmount(0, "EUR")).toBe("€0.00");
  });

  it("knows each currency's minor digits, and falls back to two for a code Intl does not accept", () => {
    expect(minorDigits("EUR")).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
    expect(minorDigits("KWD")).toBe(3);
    expect(minorDigits("not a code")).toBe(2);
    expect(formatAmount(1050, "not a code")).toBe("10.50 not a code");
  });

  it("formats in another locale when asked", () => {
    expect(formatAmount(123456, "EUR", "de-DE")).toBe("1.234,56\u00a0€");
  });

  it("names states, providers and times in the admin's words", () => {
    expect(stateLabel("payment_pending")).toBe("Payment pending");
    expect(stateLabel("on_hold")).toBe("On hold");
    expect(providerLabel("NO_PAYMENT_JAPAN")).toBe("Free reservation");
    expect(providerLabel("stripe")).toBe("Stripe");
    expect(providerLabel(null)).toBe("Not chosen yet");
    expect(providerLabel("acme")).toBe("acme");
    expect(formatTime("2026-03-04T05:06:07Z")).toBe("4 Mar 2026, 05:06 UTC");
    expect(formatTime(null)).toBe("—");
    expect(formatTime("garbage")).toBe("garbage");
  });

  it("offers no action on final states", () => {
    expect(isFinal("cancelled")).toBe(true);
    expect(isFinal("expired")).toBe(true);
    expect(isFinal("refunded")).toBe(true);
    expect(isFinal("confirmed")).toBe(false);
    expect(isFinal("initiated")).toBe(false);
  });
});
