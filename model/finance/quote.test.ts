import { describe, expect, it } from "vitest";
import { miniFinanceQuote } from "../listings/mini-finance.ts";
import { FINANCE_PRODUCTS, FINANCE_PRODUCT_KEYS, financeProduct } from "./products.ts";
import { financeQuote, formatMoney, minorPerUnit, percentOf, roundPayment, toMinor } from "./quote.ts";

describe("finance product catalogue", () => {
  it("holds about thirty variants with unique keys, each inside the seed's 20-50 % and 4-7 year limits", () => {
    expect(FINANCE_PRODUCTS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(FINANCE_PRODUCT_KEYS).size).toBe(FINANCE_PRODUCTS.length);
    expect(new Set(FINANCE_PRODUCTS.map((product) => product.country)).size).toBeGreaterThanOrEqual(27);
    for (const product of FINANCE_PRODUCTS) {
      expect(product.deposit_min).toBeGreaterThanOrEqual(20);
      expect(product.deposit_max).toBeLessThanOrEqual(50);
      expect(product.years_min).toBeGreaterThanOrEqual(4);
      expect(product.years_max).toBeLessThanOrEqual(7);
      expect(() => formatMoney(100, product.currency, product.locale)).not.toThrow();
    }
  });
});

describe("finance quote, to the cent", () => {
  it("UK PCP: APR applied as an effective rate, a 35 % GMFV after 4 years and the £10 option fee", () => {
    // £50,000.00 = 5,000,000p. Deposit 20 % = 1,000,000p; credit = 4,000,000p.
    // GMFV 35 % = 1,750,000p. Monthly rate r = 1.079^(1/12) - 1 = 0.006356340187...
    // (1 + r)^48 = 1.079^4 = 1.355457106081...
    // PMT = (4,000,000 x 1.355457106081 - 1,750,000) x r / (1.355457106081 - 1) = 65,660.2166p -> £656.60
    // Total payable = 1,000,000 + 48 x 65,660 + 1,750,000 + 1,000 = 5,902,680p (£59,026.80)
    const quote = financeQuote({ product: financeProduct("uk-pcp"), price: 5_000_000, depositPercent: 20, years: 4 });
    expect(quote).toMatchObject({
      cashDeposit: 1_000_000,
      totalDeposit: 1_000_000,
      totalAmountOfCredit: 4_000_000,
      monthlyPayment: 65_660,
      monthlyPayments: 48,
      durationOfAgreement: 49,
      finalPayment: 1_751_000,
      totalAmountPayable: 5_902_680,
      chargeForCredit: 902_680,
      interestRate: 7.9,
    });
    expect(formatMoney(quote.monthlyPayment, "GBP", "en-GB")).toBe("£656.60");
  });

  it("UAE flat rate: simple interest on the credit for every year", () => {
    // AED 200,000.00 = 20,000,000 fils; deposit 20 % = 4,000,000; credit 16,000,000.
    // Interest = 16,000,000 x 2.99 % x 4 = 1,913,600. Monthly = (16,000,000 + 1,913,600) / 48 = 373,200 (AED 3,732.00)
    const quote = financeQuote({ product: financeProduct("ae-flat"), price: 20_000_000, depositPercent: 20, years: 4 });
    expect(quote.monthlyPayment).toBe(373_200);
    expect(quote.totalAmountPayable).toBe(4_000_000 + 48 * 373_200);
    expect(quote.durationOfAgreement).toBe(48);
  });

  it("Japan residual-value credit: nominal rate, whole yen rounded up", () => {
    // ¥8,000,000 (yen has no minor unit). Deposit 20 % = 1,600,000; credit 6,400,000; residual 40 % = 3,200,000.
    // r = 3.9 % / 12 = 0.00325; (1 + r)^48 = 1.168530583...
    // PMT = (6,400,000 x 1.168530583 - 3,200,000) x 0.00325 / 0.168530583 = 82,509.87 -> ¥82,510 (rounded up)
    const quote = financeQuote({
      product: financeProduct("jp-zankaku"),
      price: 8_000_000,
      depositPercent: 20,
      years: 4,
    });
    expect(minorPerUnit("JPY")).toBe(1);
    expect(quote.monthlyPayment).toBe(82_510);
    expect(quote.finalPayment).toBe(3_200_000);
  });

  it("French LOA: payments in advance", () => {
    // €60,000.00 = 6,000,000c; deposit 30 % = 1,800,000; credit 4,200,000; 5 years, residual 35 % = 2,100,000.
    // r = 1.059^(1/12) - 1 = 0.004788517365; (1 + r)^60 = 1.059^5 = 1.331925091729
    // PMT(advance) = (4,200,000 x 1.331925091729 - 2,100,000) x r / (0.331925091729 x (1 + r)) = 50,167.1966 -> €501.67
    const quote = financeQuote({ product: financeProduct("fr-loa"), price: 6_000_000, depositPercent: 30, years: 5 });
    expect(quote.monthlyPayment).toBe(50_167);
    expect(quote.totalAmountOfCredit).toBe(4_200_000);
  });

  it("German classic loan: fully repaid, 7 years at 50 % deposit", () => {
    // €70,000.00 = 7,000,000c; deposit 50 % = 3,500,000; credit 3,500,000; 84 payments.
    // r = 1.0649^(1/12) - 1 = 0.005253828041; (1 + r)^84 = 1.0649^7 = 1.552965433878
    // PMT = 3,500,000 x 1.552965433878 x r / 0.552965433878 = 51,642.553 -> €516.43
    const quote = financeQuote({
      product: financeProduct("de-klassik"),
      price: 7_000_000,
      depositPercent: 50,
      years: 7,
    });
    expect(quote.monthlyPayment).toBe(51_643);
    expect(quote.finalPayment).toBe(0);
    expect(quote.totalAmountPayable).toBe(3_500_000 + 84 * 51_643);
    expect(formatMoney(quote.monthlyPayment, "EUR", "de-DE")).toBe("516,43\u00a0€");
  });

  it("Swedish car loan: the arrangement fee is financed and the payment is rounded up to the krona", () => {
    // SEK 600,000.00 = 60,000,000 öre; deposit 25 % = 15,000,000; credit 45,000,000 + fee 69,500 = 45,069,500.
    // r = 6.95 % / 12 = 0.005791666667; (1 + r)^60 = 1.414106052686
    // PMT = 45,069,500 x 1.414106052686 x r / 0.414106052686 = 891,367.31 öre -> 891,400 öre (SEK 8,914)
    const quote = financeQuote({
      product: financeProduct("se-billan"),
      price: 60_000_000,
      depositPercent: 25,
      years: 5,
    });
    expect(quote.totalAmountOfCredit).toBe(45_069_500);
    expect(quote.monthlyPayment).toBe(891_400);
  });

  it("clamps out-of-range choices into the product's limits and snaps the deposit to steps of 5", () => {
    const product = financeProduct("uk-hp");
    expect(financeQuote({ product, price: 1_000_000, depositPercent: 80, years: 10 })).toMatchObject({
      depositPercent: 50,
      years: 7,
    });
    expect(financeQuote({ product, price: 1_000_000, depositPercent: 3, years: 1 })).toMatchObject({
      depositPercent: 20,
      years: 4,
    });
    expect(financeQuote({ product, price: 1_000_000, depositPercent: 33, years: Number.NaN })).toMatchObject({
      depositPercent: 35,
      years: 4,
    });
  });

  it("rounds in integer minor units", () => {
    expect(percentOf(3_333_333, 35)).toBe(1_166_667); // 1,166,666.55 half up
    expect(percentOf(999, 50)).toBe(500); // 499.5 half up
    expect(roundPayment(1234.4999999997, "cent-half-up", 100)).toBe(1235);
    expect(roundPayment(1234.01, "cent-up", 100)).toBe(1235);
    expect(roundPayment(123_401, "unit-up", 100)).toBe(123_500);
    expect(toMinor(49_999.99, "EUR")).toBe(4_999_999);
  });

  it("shares the payment helper with the showroom's mini calculator", () => {
    // Same inputs through both: 40,000 at 7.9 % nominal, 20 % deposit, 4 years, 35 % balloon.
    const mini = miniFinanceQuote(40_000, 20, 4);
    const product = { ...financeProduct("us-balloon"), default_rate: 7.9, rounding: "unit-up" as const };
    const quote = financeQuote({ product, price: 4_000_000, depositPercent: 20, years: 4 });
    expect(quote.monthlyPayment / 100).toBe(mini.monthlyPayment);
  });
});
