import type { OrderState } from "../../generated/contracts/entities/order.ts";

/**
 * The order state machine (issue 11). An order starts `initiated` when its vehicle is locked;
 * a payment moves it to `payment_pending`, the provider's answer to `paid` (captured) or `on_hold`
 * (authorised, manual capture); the buyer's confirmation makes it `confirmed`. A free reservation
 * (vendor NO_PAYMENT_JAPAN) goes from `initiated` straight to `confirmed`. An unpaid order whose lock
 * runs out is `expired`; any open order may be `cancelled`; money taken is given back as `refunded`.
 */
export const ORDER_STATES = [
  "initiated",
  "payment_pending",
  "paid",
  "on_hold",
  "confirmed",
  "cancelled",
  "expired",
  "refunded",
] as const satisfies readonly OrderState[];

// The states are declared once, in schemas/order.schema.json; the list above must name every one of them.
type Unlisted = Exclude<OrderState, (typeof ORDER_STATES)[number]>;
const everyStateListed: Unlisted extends never ? true : never = true;
void everyStateListed;

export type { OrderState };

const TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  initiated: ["payment_pending", "confirmed", "cancelled", "expired"],
  payment_pending: ["paid", "on_hold", "cancelled", "expired"],
  on_hold: ["paid", "confirmed", "cancelled", "refunded"],
  paid: ["confirmed", "refunded"],
  confirmed: ["paid", "cancelled", "refunded"],
  cancelled: [],
  expired: [],
  refunded: [],
};

export function canTransition(from: OrderState, to: OrderState): boolean {
  return TRANSITIONS[from].includes(to);
}

/** A transition the machine does not allow: the API answers 409 with this message. */
export class IllegalTransition extends Error {
  constructor(
    readonly from: OrderState,
    readonly to: OrderState,
  ) {
    super(`An order that is ${from.replace("_", " ")} cannot become ${to.replace("_", " ")}.`);
  }
}

/** `to` when the machine allows it, else throws IllegalTransition. */
export function transition(from: OrderState, to: OrderState): OrderState {
  if (!canTransition(from, to)) throw new IllegalTransition(from, to);
  return to;
}

/** States whose order holds its vehicle for good (the lock no longer expires). */
export function holdsVehicle(state: OrderState): boolean {
  return state === "paid" || state === "on_hold" || state === "confirmed";
}

/** States in which nothing can happen any more; the vehicle is free again. */
export function isFinal(state: OrderState): boolean {
  return TRANSITIONS[state].length === 0;
}

/** States whose lock may run out (nothing paid yet). */
export function mayExpire(state: OrderState): boolean {
  return state === "initiated" || state === "payment_pending";
}
