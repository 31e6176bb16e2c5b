import { dayValue, isPendingInquiry, type IsoDay, type PendingInquiry } from "../../model/rentals/index.ts";

/** What the visitor has chosen so far; kept in sessionStorage so a reload keeps it (decision 076). */
export interface RentalState {
  /** Index into the block's steps; past the last one the outcome shows. */
  step: number;
  location: string | null;
  pickUp: IsoDay | null;
  dropOff: IsoDay | null;
  vehicle: number | null;
  extras: Record<number, number | boolean>;
  outcome: "sent" | "failed" | null;
  /** The inquiry e-mail of a stored lead not yet queued: Try again re-sends it alone. */
  inquiry: PendingInquiry | null;
}

export const START: RentalState = {
  step: 0,
  location: null,
  pickUp: null,
  dropOff: null,
  vehicle: null,
  extras: {},
  outcome: null,
  inquiry: null,
};

const day = (value: unknown): IsoDay | null => (typeof value === "string" && dayValue(value) !== null ? value : null);

/** Storage may hold anything (an older block, a hand-edited value): what does not fit starts afresh. */
export function parseRentalState(value: unknown): RentalState | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.step !== "number" || !Number.isInteger(v.step) || v.step < 0 || v.step > 4) return undefined;
  const extras: Record<number, number | boolean> = {};
  if (typeof v.extras === "object" && v.extras !== null) {
    for (const [key, chosen] of Object.entries(v.extras)) {
      if (/^\d+$/.test(key) && (typeof chosen === "boolean" || typeof chosen === "number"))
        extras[Number(key)] = chosen;
    }
  }
  return {
    step: v.step,
    location: typeof v.location === "string" ? v.location : null,
    pickUp: day(v.pickUp),
    dropOff: day(v.dropOff),
    vehicle: typeof v.vehicle === "number" && Number.isInteger(v.vehicle) ? v.vehicle : null,
    extras,
    outcome: v.outcome === "sent" || v.outcome === "failed" ? v.outcome : null,
    inquiry: isPendingInquiry(v.inquiry) ? v.inquiry : null,
  };
}
