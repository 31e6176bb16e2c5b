/**
 * Money in minor units (integers) and the decimal strings providers want. The exponent is ISO 4217's:
 * most currencies have 2 decimals, a few none (JPY, KRW, ...), a few 3 (KWD, BHD, ...).
 */
const ZERO_DECIMALS = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "ISK",
  "JPY",
  "KMF",
  "KRW",
  "PYG",
  "RWF",
  "UGX",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
]);
const THREE_DECIMALS = new Set(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]);

function currencyExponent(currency: string): number {
  const code = currency.toUpperCase();
  return ZERO_DECIMALS.has(code) ? 0 : THREE_DECIMALS.has(code) ? 3 : 2;
}

/** 123456 EUR -> "1234.56"; 5000 JPY -> "5000". */
export function toDecimal(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  if (exponent === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(exponent + 1, "0");
  return `${minor < 0 ? "-" : ""}${text.slice(0, -exponent)}.${text.slice(-exponent)}`;
}

/** "1234.56" EUR -> 123456; null when the text is not an amount with at most the currency's decimals. */
export function fromDecimal(value: string | number, currency: string): number | null {
  const exponent = currencyExponent(currency);
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > exponent) return null;
  return Number(match[1]) * 10 ** exponent + Number(fraction.padEnd(exponent, "0") || "0");
}
