export { chooseAnswer, fuelResult, isStepAnswered } from "./fuel-quiz.ts";
export {
  MILEAGES,
  PERIODS,
  PURPOSES,
  isComplete,
  parseSubscriptionAnswers,
  subscriptionProducts,
  type SubscriptionAnswers,
} from "./subscription-quiz.ts";
