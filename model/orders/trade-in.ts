import { normaliseVin, vinProblem } from "../vin/index.ts";

/**
 * A part-exchange vehicle the buyer asks to have valued with their order. It is identified by its
 * registration number or its VIN (at least one); make and model are plain text; the year and mileage
 * are whole numbers in sensible bounds. Text is trimmed and stripped of control characters before it
 * is checked or stored; it is escaped wherever it is shown.
 */
export interface TradeIn {
  registration_number: string;
  vin: string;
  make: string;
  model: string;
  year: number;
  mileage: number;
}

const TRADE_IN_MIN_YEAR = 1950;
const TRADE_IN_MAX_MILEAGE = 2_000_000;
const REGISTRATION = /^[A-Z0-9][A-Z0-9 -]{0,13}[A-Z0-9]$|^[A-Z0-9]$/;

// Control characters and the Unicode bidirectional overrides have no place in a name.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

function clean(value: unknown): string {
  return typeof value === "string" ? value.replace(UNPRINTABLE, "").replace(/\s+/g, " ").trim() : "";
}

/** The trade-in as it is stored: text cleaned, registration upper case, VIN normalised. */
export function cleanTradeIn(input: Partial<Record<keyof TradeIn, unknown>>): TradeIn {
  return {
    registration_number: clean(input.registration_number).toUpperCase(),
    vin: normaliseVin(clean(input.vin)),
    make: clean(input.make),
    model: clean(input.model),
    year: typeof input.year === "number" ? input.year : Number.NaN,
    mileage: typeof input.mileage === "number" ? input.mileage : Number.NaN,
  };
}

/** Why a cleaned trade-in cannot be valued (its field and a sentence for the buyer), or null. */
export function tradeInProblem(tradeIn: TradeIn, thisYear: number): { field: keyof TradeIn; message: string } | null {
  if (!tradeIn.registration_number && !tradeIn.vin)
    return { field: "registration_number", message: "Give the registration number or the VIN of your vehicle." };
  if (tradeIn.registration_number && !REGISTRATION.test(tradeIn.registration_number))
    return {
      field: "registration_number",
      message: "The registration number may hold only letters, digits, spaces and dashes (at most 15).",
    };
  if (tradeIn.vin && vinProblem(tradeIn.vin))
    return { field: "vin", message: "A VIN is 17 letters and digits (no I, O or Q)." };
  if (!tradeIn.make || tradeIn.make.length > 60)
    return { field: "make", message: "Give the make (at most 60 characters)." };
  if (!tradeIn.model || tradeIn.model.length > 60)
    return { field: "model", message: "Give the model (at most 60 characters)." };
  if (!Number.isInteger(tradeIn.year) || tradeIn.year < TRADE_IN_MIN_YEAR || tradeIn.year > thisYear + 1)
    return { field: "year", message: `The year must be between ${TRADE_IN_MIN_YEAR} and ${thisYear + 1}.` };
  if (!Number.isInteger(tradeIn.mileage) || tradeIn.mileage < 0 || tradeIn.mileage > TRADE_IN_MAX_MILEAGE)
    return { field: "mileage", message: "The mileage must be a whole number from 0 to 2,000,000." };
  return null;
}
