import { describe, expect, it } from "vitest";
import { liqpayLanguage, paypalLocale, stripeLocale } from "./provider-locales.ts";

describe("payment providers' locales", () => {
  it("gives Stripe the page's language, or its language alone, or auto", () => {
    expect(stripeLocale("ar")).toBe("ar");
    expect(stripeLocale("en-GB")).toBe("en-GB");
    expect(stripeLocale("ar-AE")).toBe("ar");
    expect(stripeLocale("xx")).toBe("auto");
  });

  it("gives PayPal its ll_CC code: Arabic as ar_EG, a bare language none", () => {
    expect(paypalLocale("ar")).toBe("ar_EG");
    expect(paypalLocale("ar-AE")).toBe("ar_EG");
    expect(paypalLocale("en-GB")).toBe("en_GB");
    expect(paypalLocale("fr")).toBeUndefined();
  });

  it("gives LiqPay Ukrainian or English, the only languages it offers", () => {
    expect(liqpayLanguage("uk")).toBe("uk");
    expect(liqpayLanguage("ar")).toBe("en");
    expect(liqpayLanguage("en-GB")).toBe("en");
  });
});
