/**
 * Vehicle identification numbers (ISO 3779; decision 081): 17 characters of digits and capital letters
 * without I, O and Q. The ninth character is a check digit only where the market requires one (North
 * America, 49 CFR 565); elsewhere it is free, so it is checked only when asked for.
 */

const VIN_LENGTH = 17;

const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Transliteration of ISO 3779 / 49 CFR 565.15 (I, O, Q never occur). */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

export type VinProblem = "length" | "characters" | "check_digit";

/** Upper case, without spaces and dashes (visitors copy VINs from documents that group them). */
export function normaliseVin(raw: string): string {
  return raw.replace(/[\s-]+/g, "").toUpperCase();
}

/** The check digit a VIN should carry at position 9 ("0" to "9" or "X"); the VIN must be well-formed. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index += 1) {
    const char = vin[index]!;
    const value = /\d/.test(char) ? Number(char) : (LETTER_VALUES[char] ?? 0);
    sum += value * WEIGHTS[index]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/** What is wrong with a normalised VIN, or null when it is well-formed. */
export function vinProblem(vin: string, options: { checkDigit?: boolean } = {}): VinProblem | null {
  if (vin.length !== VIN_LENGTH) return "length";
  if (!VIN_PATTERN.test(vin)) return "characters";
  if (options.checkDigit && vin[8] !== vinCheckDigit(vin)) return "check_digit";
  return null;
}

/** A VIN longer than 3 characters is shown reduced to its last 3 (a page never shows it whole). */
export function vinTail(vin: string): string {
  return vin.length > 3 ? vin.slice(-3) : vin;
}
