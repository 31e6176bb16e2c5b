import { describe, expect, it } from "vitest";
import {
  MILEAGES,
  PERIODS,
  PURPOSES,
  isComplete,
  mileageBand,
  parseSubscriptionAnswers,
  subscriptionProducts,
} from "./subscription-quiz.ts";

describe("subscription quiz products", () => {
  it("offers a subscription first for 6 to 12 months, with leasing to go or full service beside it", () => {
    expect(subscriptionProducts({ purpose: "private", period: "6-12", mileage: "below" })).toEqual({
      main: "subscription",
      alternative: "leasing_to_go",
    });
    expect(subscriptionProducts({ purpose: "business", period: "6-12", mileage: "above" })).toEqual({
      main: "subscription",
      alternative: "full_service",
    });
  });

  it("offers leasing to go for 12 to 24 months below 20000 km, a subscription above", () => {
    expect(subscriptionProducts({ purpose: "both", period: "12-24", mileage: "below" }).main).toBe("leasing_to_go");
    expect(subscriptionProducts({ purpose: "both", period: "12-24", mileage: "above" }).main).toBe("subscription");
  });

  it("offers a loan to a private driver for 24 to 60 months at low mileage, full service otherwise", () => {
    expect(subscriptionProducts({ purpose: "private", period: "24-60", mileage: "below" })).toEqual({
      main: "loan",
      alternative: "full_service",
    });
    expect(subscriptionProducts({ purpose: "private", period: "24-60", mileage: "above" })).toEqual({
      main: "full_service",
      alternative: "loan",
    });
    expect(subscriptionProducts({ purpose: "business", period: "24-60", mileage: "below" }).main).toBe("full_service");
  });

  it("never offers the same product twice", () => {
    for (const purpose of PURPOSES)
      for (const period of PERIODS)
        for (const mileage of MILEAGES) {
          const advice = subscriptionProducts({ purpose, period, mileage });
          expect(advice.main).not.toBe(advice.alternative);
        }
  });
});

describe("subscription answers", () => {
  it("puts exactly 20000 km below the threshold and anything more above", () => {
    expect(mileageBand(20000)).toBe("below");
    expect(mileageBand(20001)).toBe("above");
  });

  it("keeps only known stored values and knows when all three steps are answered", () => {
    const parsed = parseSubscriptionAnswers({ purpose: "private", period: "1-2", mileage: "above" });
    expect(parsed).toEqual({ purpose: "private", period: undefined, mileage: "above" });
    expect(isComplete(parsed)).toBe(false);
    expect(isComplete({ purpose: "both", period: "6-12", mileage: "below" })).toBe(true);
    expect(parseSubscriptionAnswers("nonsense")).toEqual({});
  });
});
