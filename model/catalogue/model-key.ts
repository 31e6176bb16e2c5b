/**
 * Model keys (ci_key_brand, ci_key_model, model_key with model-year options such
 * as 24MY): the keys offers (issue 15), the Derivatives block's car_key and the Infotainment system's
 * groups name a car model by. Derived from the stock's brand and nameplate, so a key exists as soon as
 * a vehicle of that model is imported, and stays the same whatever the display name's case or accents.
 */

/** "Land Rover" -> "land_rover" (the brand mapping's values are land_rover, jaguar). */
export function brandKey(brand: string): string {
  return keyOf(brand, "_");
}

/** "Range Rover Sport" -> "range-rover-sport"; "F-PACE" -> "f-pace". */
export function modelKey(nameplate: string): string {
  return keyOf(nameplate, "-");
}

/** Model-year options ("22MY" to "25MY") between two two-digit model years. */
export function modelYearKeys(from: number | null, to: number | null): string[] {
  if (from === null || to === null || !Number.isFinite(from) || !Number.isFinite(to) || to < from) return [];
  const years: string[] = [];
  for (let year = from; year <= to; year++) years.push(`${String(year % 100).padStart(2, "0")}MY`);
  return years;
}

function keyOf(text: string, separator: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, "g"), "");
}
