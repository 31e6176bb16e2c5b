import { describe, expect, it } from "vitest";
import {
  canTransition,
  holdsVehicle,
  IllegalTransition,
  isFinal,
  mayExpire,
  ORDER_STATES,
  transition,
  type OrderState,
} from "./order-states.ts";

const ALLOWED: [OrderState, OrderState][] = [
  ["initiated", "payment_pending"],
  ["initiated", "confirmed"],
  ["initiated", "cancelled"],
  ["initiated", "expired"],
  ["payment_pending", "paid"],
  ["payment_pending", "on_hold"],
  ["payment_pending", "cancelled"],
  ["payment_pending", "expired"],
  ["on_hold", "paid"],
  ["on_hold", "confirmed"],
  ["on_hold", "cancelled"],
  ["on_hold", "refunded"],
  ["paid", "confirmed"],
  ["paid", "refunded"],
  ["confirmed", "paid"],
  ["confirmed", "cancelled"],
  ["confirmed", "refunded"],
];

describe("order state machine", () => {
  const allowed = new Set(ALLOWED.map(([from, to]) => `${from}>${to}`));

  for (const from of ORDER_STATES) {
    for (const to of ORDER_STATES) {
      const legal = allowed.has(`${from}>${to}`);
      it(`${from} -> ${to} is ${legal ? "allowed" : "refused"}`, () => {
        expect(canTransition(from, to)).toBe(legal);
        if (legal) expect(transition(from, to)).toBe(to);
        else expect(() => transition(from, to)).toThrow(IllegalTransition);
      });
    }
  }

  it("names both states in the refusal a buyer or admin reads", () => {
    expect(() => transition("cancelled", "confirmed")).toThrow("An order that is cancelled cannot become confirmed.");
    expect(() => transition("expired", "paid")).toThrow("An order that is expired cannot become paid.");
  });

  it("cancelled, expired and refunded orders are final; paid, on-hold and confirmed ones hold the car", () => {
    expect(ORDER_STATES.filter(isFinal)).toEqual(["cancelled", "expired", "refunded"]);
    expect(ORDER_STATES.filter(holdsVehicle)).toEqual(["paid", "on_hold", "confirmed"]);
    expect(ORDER_STATES.filter(mayExpire)).toEqual(["initiated", "payment_pending"]);
  });
});
