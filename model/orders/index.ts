/** Orders: the state machine of a buy-online order, the reservation amount rules, and the buyer's journey choices. */
export { holdsVehicle, IllegalTransition, isFinal, mayExpire, transition, type OrderState } from "./order-states.ts";
export { fromDecimal, toDecimal } from "./amounts.ts";
export {
  depositChoices,
  financeChoiceProblem,
  offeredFinanceProducts,
  storedFinance,
  yearChoices,
  type FinanceChoice,
  type StoredFinance,
} from "./finance-choice.ts";
export {
  addDays,
  DEFAULT_HANDOVER_HOURS,
  DEFAULT_SLOT_MINUTES,
  handoverDayText,
  handoverProblem,
  handoverWindow,
  parseOpeningHours,
  slotsOn,
  todayIn,
  type HandoverChoice,
  type WeeklyHours,
} from "./handover.ts";
export { cleanTradeIn, tradeInProblem, type TradeIn } from "./trade-in.ts";
export {
  packsFor,
  packWordsIn,
  parseServicePacks,
  servicePackProblem,
  storedServicePack,
  type ServicePack,
  type StoredServicePack,
} from "./service-pack.ts";
