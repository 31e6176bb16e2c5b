/** A vehicle as the listings API's light answer gives it (GET /public_api/listing/{list}/light). */
interface BudgetVehicle {
  id: string;
  link: string;
  title: string;
  photo: string | null;
  price: string;
}

export interface BudgetAnswer {
  data: BudgetVehicle[];
  meta: { total: number };
}

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
export async function fetchBudgetVehicles(list: string, budget: number, signal?: AbortSignal): Promise<BudgetAnswer> {
  const params = new URLSearchParams({ monthly_budget: String(budget), sort: "priceDesc", items: "12" });
  const response = await fetch(`/public_api/listing/${encodeURIComponent(list)}/light?${params.toString()}`, {
    headers: { accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`listing answered ${response.status}`);
  return (await response.json()) as BudgetAnswer;
}
