/** Orders: the state machine of a buy-online order, and the reservation amount rules. */
export { holdsVehicle, IllegalTransition, isFinal, mayExpire, transition, type OrderState } from "./order-states.ts";
export { fromDecimal, toDecimal } from "./amounts.ts";
