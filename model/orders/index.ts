/** Orders: the state machine of a buy-online order, and the reservation amount rules. */
export {
  canTransition,
  holdsVehicle,
  IllegalTransition,
  isFinal,
  mayExpire,
  nextStates,
  ORDER_STATES,
  transition,
  type OrderState,
} from "./order-states.ts";
export { currencyExponent, fromDecimal, toDecimal } from "./amounts.ts";
