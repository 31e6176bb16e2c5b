/**
 * The order-online steps: step 0 is always enabled and the default active step;
 * enabling a step adds it; a stored active step is restored only if it and every earlier step are
 * enabled, otherwise the whole state resets and its storage is cleared; a tab is clickable when it is
 * active, or enabled with every earlier step validated; validation is recorded per step and type;
 * disabled buttons are tracked per step. Pure functions over plain data: the journey UI keeps the
 * state in React and in storage (sl_order_online_steps).
 */

/** One validation of one step: e.g. step 1's "form" is true once the customer details were sent. */
interface ValidatedEntry {
  stepIndex: number;
  type: string;
  value: boolean;
}

export interface StepsState {
  active: number;
  /** Enabled step indexes, ascending; always contains 0. */
  enabled: number[];
  validated: ValidatedEntry[];
  /** Step index -> names of the buttons disabled on that step. */
  disabledButtons: Record<string, string[]>;
}

/** Steps default: active 0, enabled [0]. */
export function initialSteps(): StepsState {
  return { active: 0, enabled: [0], validated: [], disabledButtons: {} };
}

function isIndex(value: unknown, count: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < count;
}

/** Adds a step to the enabled ones (0 is always there). */
export function enableStep(state: StepsState, index: number): StepsState {
  if (state.enabled.includes(index)) return state;
  return { ...state, enabled: [...state.enabled, index].sort((a, b) => a - b) };
}

/** Every step from 0 to `index` is enabled. */
function isReachable(state: Pick<StepsState, "enabled">, index: number): boolean {
  for (let step = 0; step <= index; step++) if (!state.enabled.includes(step)) return false;
  return true;
}

/** Whether validation `type` of step `stepIndex` is recorded as true. */
export function isValidated(state: Pick<StepsState, "validated">, stepIndex: number, type: string): boolean {
  return state.validated.some((entry) => entry.stepIndex === stepIndex && entry.type === type && entry.value);
}

/** Records (or replaces) validation `type` of step `stepIndex`. */
export function setValidated(state: StepsState, stepIndex: number, type: string, value: boolean): StepsState {
  const others = state.validated.filter((entry) => !(entry.stepIndex === stepIndex && entry.type === type));
  return { ...state, validated: [...others, { stepIndex, type, value }] };
}

/** A step is validated when every validation its type requires is recorded as true. */
export function isStepValidated(
  state: Pick<StepsState, "validated">,
  stepIndex: number,
  requiredTypes: readonly string[],
): boolean {
  return requiredTypes.every((type) => isValidated(state, stepIndex, type));
}

/**
 * A tab is clickable when it is the active step, or when it is enabled and every earlier step is
 * validated. `requirements[i]` is the list of validation types step i requires.
 */
export function isTabClickable(
  state: StepsState,
  index: number,
  requirements: readonly (readonly string[])[],
): boolean {
  if (state.active === index) return true;
  if (!state.enabled.includes(index)) return false;
  for (let step = 0; step < index; step++) if (!isStepValidated(state, step, requirements[step] ?? [])) return false;
  return true;
}

/** Makes `index` active if its tab is clickable; otherwise the state is unchanged. */
export function goToStep(state: StepsState, index: number, requirements: readonly (readonly string[])[]): StepsState {
  return isTabClickable(state, index, requirements) ? { ...state, active: index } : state;
}

/**
 * Leaves the active step for the next: allowed only when the active step is validated; the next step
 * is enabled and becomes active. Unchanged otherwise (or on the last step).
 */
export function nextStep(state: StepsState, requirements: readonly (readonly string[])[]): StepsState {
  const next = state.active + 1;
  if (next >= requirements.length) return state;
  if (!isStepValidated(state, state.active, requirements[state.active] ?? [])) return state;
  return { ...enableStep(state, next), active: next };
}

/** Disables (or enables again) button `name` of step `stepIndex`. */
export function setButtonDisabled(state: StepsState, stepIndex: number, name: string, disabled: boolean): StepsState {
  const key = String(stepIndex);
  const current = state.disabledButtons[key] ?? [];
  const next = disabled ? [...new Set([...current, name])] : current.filter((button) => button !== name);
  const disabledButtons = { ...state.disabledButtons };
  if (next.length > 0) disabledButtons[key] = next;
  else delete disabledButtons[key];
  return { ...state, disabledButtons };
}

export function isButtonDisabled(state: Pick<StepsState, "disabledButtons">, stepIndex: number, name: string): boolean {
  return state.disabledButtons[String(stepIndex)]?.includes(name) ?? false;
}

/** What restoring stored steps gave: the state, and whether the stored value must be cleared. */
export interface RestoredSteps {
  state: StepsState;
  /** True when something was stored and could not be restored: the caller clears the storage. */
  clear: boolean;
}

/**
 * Restores the stored steps of a journey of `count` steps. Restored only when the stored value is a
 * well-formed state whose active step and every earlier step are enabled (and exist); otherwise the
 * default state, and the storage is to be cleared. Nothing stored gives the default and nothing to clear.
 */
export function restoreSteps(stored: unknown, count: number): RestoredSteps {
  if (stored === null || stored === undefined) return { state: initialSteps(), clear: false };
  const reset = { state: initialSteps(), clear: true };
  if (typeof stored !== "object" || Array.isArray(stored)) return reset;
  const candidate = stored as Partial<Record<keyof StepsState, unknown>>;
  if (!isIndex(candidate.active, count)) return reset;
  if (!Array.isArray(candidate.enabled) || !candidate.enabled.every((index) => isIndex(index, count))) return reset;
  const enabled = [...new Set([0, ...(candidate.enabled as number[])])].sort((a, b) => a - b);
  if (!isReachable({ enabled }, candidate.active)) return reset;
  const validated = Array.isArray(candidate.validated)
    ? (candidate.validated as unknown[]).filter(
        (entry): entry is ValidatedEntry =>
          typeof entry === "object" &&
          entry !== null &&
          isIndex((entry as ValidatedEntry).stepIndex, count) &&
          typeof (entry as ValidatedEntry).type === "string" &&
          typeof (entry as ValidatedEntry).value === "boolean",
      )
    : [];
  const disabledButtons: Record<string, string[]> = {};
  if (candidate.disabledButtons && typeof candidate.disabledButtons === "object") {
    for (const [key, buttons] of Object.entries(candidate.disabledButtons as Record<string, unknown>)) {
      if (isIndex(Number(key), count) && Array.isArray(buttons))
        disabledButtons[key] = buttons.filter((button): button is string => typeof button === "string");
    }
  }
  return { state: { active: candidate.active, enabled, validated, disabledButtons }, clear: false };
}
