/**
 * The Range calculator's estimate. The range is bounded to 187 to 493 km; the data comes from the
 * block's data_url in a shape of our own (decision 071): wheel
 * options and outside temperatures, each a factor on the longest range, and a factor for climate
 * control. The estimate is the longest range times the chosen factors, kept within the bounds.
 */
interface RangeOption {
  key: string;
  label: string;
  factor: number;
}

export interface RangeData {
  wheels: RangeOption[];
  /** Outside temperatures in degrees Celsius, coldest first. */
  temperatures: { celsius: number; factor: number }[];
  climate_factor: number;
}

function isFactor(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 && value <= 1.5;
}

/** Untrusted data from data_url, checked; null when it is not the shape above (the block shows its error view). */
export function parseRangeData(value: unknown): RangeData | null {
  if (typeof value !== "object" || value === null) return null;
  const { wheels, temperatures, climate_factor } = value as Record<string, unknown>;
  if (!Array.isArray(wheels) || !Array.isArray(temperatures) || wheels.length === 0 || temperatures.length === 0)
    return null;
  if (wheels.length > 10 || temperatures.length > 20 || !isFactor(climate_factor)) return null;
  const wheelOptions: RangeOption[] = [];
  for (const wheel of wheels as unknown[]) {
    const { key, label, factor } = (wheel ?? {}) as Record<string, unknown>;
    if (typeof key !== "string" || typeof label !== "string" || !isFactor(factor)) return null;
    wheelOptions.push({ key: key.slice(0, 40), label: label.slice(0, 60), factor });
  }
  const temperatureOptions: RangeData["temperatures"] = [];
  for (const entry of temperatures as unknown[]) {
    const { celsius, factor } = (entry ?? {}) as Record<string, unknown>;
    if (typeof celsius !== "number" || !Number.isFinite(celsius) || !isFactor(factor)) return null;
    temperatureOptions.push({ celsius, factor });
  }
  temperatureOptions.sort((a, b) => a.celsius - b.celsius);
  return { wheels: wheelOptions, temperatures: temperatureOptions, climate_factor };
}

export interface RangeChoice {
  wheel: string;
  celsius: number;
  climate: boolean;
}

export function estimateRange(
  data: RangeData,
  choice: RangeChoice,
  bounds: { minimal: number; maximal: number },
): number {
  const wheel = data.wheels.find((option) => option.key === choice.wheel) ?? data.wheels[0]!;
  const temperature =
    data.temperatures.find((option) => option.celsius === choice.celsius) ??
    data.temperatures[Math.floor(data.temperatures.length / 2)]!;
  const estimate = bounds.maximal * wheel.factor * temperature.factor * (choice.climate ? data.climate_factor : 1);
  return Math.min(bounds.maximal, Math.max(bounds.minimal, Math.round(estimate)));
}

/** A Celsius value in the block's temperature unit, rounded to a whole degree. */
export function showTemperature(celsius: number, unit: "celsius" | "fahrenheit"): string {
  return unit === "fahrenheit" ? `${Math.round((celsius * 9) / 5 + 32)}\u00a0°F` : `${celsius}\u00a0°C`;
}
