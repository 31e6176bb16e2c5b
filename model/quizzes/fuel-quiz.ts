/**
 * The fuel-type quiz's answer-to-result mapping (our own design; decision 078): every
 * answer carries a score per result, chosen answers' scores are added up, and the highest total wins.
 * The scores are data in the block's schema, so an editor can retune the quiz without code. Ties go to
 * the result listed first in FUEL_RESULTS (petrol, then diesel, PHEV, BEV): the most conservative advice.
 */

const FUEL_RESULTS = ["petrol", "diesel", "phev", "bev"] as const;
export type FuelResult = (typeof FUEL_RESULTS)[number];

export type FuelScores = Readonly<Record<FuelResult, number>>;

export interface FuelQuizStep {
  readonly multiple: boolean;
  readonly answers: readonly { readonly scores: FuelScores }[];
}

/** One entry per step: the indexes of the chosen answers (one for a single-choice step). */
export type FuelAnswers = readonly (readonly number[])[];

/** The totals per result for the chosen answers; an index that names no answer counts nothing. */
export function fuelScores(steps: readonly FuelQuizStep[], answers: FuelAnswers): FuelScores {
  const totals: Record<FuelResult, number> = { petrol: 0, diesel: 0, phev: 0, bev: 0 };
  steps.forEach((step, index) => {
    for (const choice of answers[index] ?? []) {
      const answer = step.answers[choice];
      if (!answer) continue;
      for (const result of FUEL_RESULTS) totals[result] += answer.scores[result];
    }
  });
  return totals;
}

/** The result for the chosen answers: the highest total, ties to the earlier of FUEL_RESULTS. */
export function fuelResult(steps: readonly FuelQuizStep[], answers: FuelAnswers): FuelResult {
  const totals = fuelScores(steps, answers);
  let best: FuelResult = FUEL_RESULTS[0];
  for (const result of FUEL_RESULTS) if (totals[result] > totals[best]) best = result;
  return best;
}

/** Whether a step's choice is complete: exactly one valid answer, or at least one for a multi-select step. */
export function isStepAnswered(step: FuelQuizStep, chosen: readonly number[] | undefined): boolean {
  if (!chosen || chosen.length === 0) return false;
  if (!chosen.every((index) => Number.isInteger(index) && index >= 0 && index < step.answers.length)) return false;
  return step.multiple ? new Set(chosen).size === chosen.length : chosen.length === 1;
}

/** Toggles an answer of a multi-select step, or picks the one answer of a single-choice step. */
export function chooseAnswer(step: FuelQuizStep, chosen: readonly number[] | undefined, index: number): number[] {
  if (!step.multiple) return [index];
  const current = chosen ?? [];
  return current.includes(index)
    ? current.filter((value) => value !== index)
    : [...current, index].sort((a, b) => a - b);
}
