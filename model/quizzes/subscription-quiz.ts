/**
 * The subscription quiz's answers and the products they lead to (purpose, period, mileage
 * with a 20000 km threshold; main and alternative products among subscription, loan, full service and
 * leasing to go). The rule is ours (decision 078): a short period favours the flexible products, a long
 * one ownership or full service, high mileage the products that include servicing.
 */

const SUBSCRIPTION_MILEAGE_THRESHOLD_KM = 20000;

export const PURPOSES = ["private", "business", "both"] as const;
export const PERIODS = ["6-12", "12-24", "24-60"] as const;
export const MILEAGES = ["below", "above"] as const;

type Purpose = (typeof PURPOSES)[number];
type Period = (typeof PERIODS)[number];
export type Mileage = (typeof MILEAGES)[number];
type Product = "subscription" | "loan" | "full_service" | "leasing_to_go";

export interface SubscriptionAnswers {
  purpose?: Purpose | undefined;
  period?: Period | undefined;
  mileage?: Mileage | undefined;
}

export interface ProductAdvice {
  main: Product;
  alternative: Product;
}

/** Whether every step is answered (the summary and products need all three). */
export function isComplete(answers: SubscriptionAnswers): answers is Required<SubscriptionAnswers> {
  return answers.purpose !== undefined && answers.period !== undefined && answers.mileage !== undefined;
}

/** The mileage answer for a yearly distance in km: exactly the threshold counts as below. */
export function mileageBand(kmPerYear: number): Mileage {
  return kmPerYear > SUBSCRIPTION_MILEAGE_THRESHOLD_KM ? "above" : "below";
}

/** The main and alternative product for complete answers. */
export function subscriptionProducts({ purpose, period, mileage }: Required<SubscriptionAnswers>): ProductAdvice {
  switch (period) {
    case "6-12":
      return { main: "subscription", alternative: mileage === "above" ? "full_service" : "leasing_to_go" };
    case "12-24":
      return mileage === "above"
        ? { main: "subscription", alternative: "full_service" }
        : { main: "leasing_to_go", alternative: "subscription" };
    case "24-60":
      return purpose === "private" && mileage === "below"
        ? { main: "loan", alternative: "full_service" }
        : { main: "full_service", alternative: purpose === "private" ? "loan" : "leasing_to_go" };
  }
}

/** Parses stored answers, keeping only known values (storage may hold anything). */
export function parseSubscriptionAnswers(value: unknown): SubscriptionAnswers {
  if (typeof value !== "object" || value === null) return {};
  const record = value as Record<string, unknown>;
  const pick = <T extends string>(allowed: readonly T[], raw: unknown): T | undefined =>
    allowed.includes(raw as T) ? (raw as T) : undefined;
  return {
    purpose: pick(PURPOSES, record.purpose),
    period: pick(PERIODS, record.period),
    mileage: pick(MILEAGES, record.mileage),
  };
}
