import type { ListingLightAnswer } from "../../generated/contracts/entities/listing.ts";
import { api } from "../api/client.ts";
import { routes } from "../api/routes.ts";

/** The listings API's light answer (GET /public_api/listing/{list}/light): the vehicles and their total. */
export type BudgetAnswer = ListingLightAnswer;

/**
 * Checks a typed budget: a whole number within the block's limits, else the message to show
 * (`message` writes it in the page's language; English by default).
 */
export function budgetProblem(
  text: string,
  min: number,
  max: number,
  message: (min: number, max: number) => string = (low, high) =>
    `Enter a monthly budget from ${low.toLocaleString("en-GB")} to ${high.toLocaleString("en-GB")}.`,
): string | null {
  const value = Number(text.trim());
  if (text.trim() === "" || !/^\d+$/.test(text.trim()) || value < min || value > max) return message(min, max);
  return null;
}

/** The list's vehicles within a monthly budget, dearest first (the listings API's monthly_budget filter). */
export function fetchBudgetVehicles(list: string, budget: number, signal?: AbortSignal): Promise<BudgetAnswer> {
  return api.call(
    routes.listingLight,
    { params: { list }, query: { monthly_budget: budget, sort: "priceDesc", items: 12 } },
    { signal },
  );
}
