/**
 * The Calculator block's models_info JSON (validated by the block schema before it is stored) read
 * into models, narrowed by nameplate_key_filter ("defender, range-rover"; empty keeps every model).
 */
export interface CalculatorModel {
  key: string;
  nameplateKey: string;
  name: string;
  /** Whole currency units. */
  price: number;
  interestRate: number | null;
  freeItems: string[];
}

export function calculatorModels(json: unknown, nameplateFilter: string): CalculatorModel[] {
  if (!Array.isArray(json)) return [];
  const wanted = nameplateFilter
    .split(",")
    .map((key) => key.trim().toLowerCase())
    .filter((key) => key !== "");
  const models: CalculatorModel[] = [];
  for (const entry of json as unknown[]) {
    if (typeof entry !== "object" || entry === null) continue;
    const item = entry as Record<string, unknown>;
    if (typeof item.key !== "string" || typeof item.name !== "string" || typeof item.price !== "number") continue;
    const nameplateKey = typeof item.nameplate_key === "string" ? item.nameplate_key : "";
    if (wanted.length > 0 && !wanted.includes(nameplateKey.toLowerCase())) continue;
    models.push({
      key: item.key,
      nameplateKey,
      name: item.name,
      price: item.price,
      interestRate: typeof item.interest_rate === "number" ? item.interest_rate : null,
      freeItems: Array.isArray(item.free_items)
        ? item.free_items.filter((text): text is string => typeof text === "string")
        : [],
    });
  }
  return models;
}
