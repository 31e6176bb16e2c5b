import { describe, expect, it } from "vitest";
import {
  enableStep,
  goToStep,
  initialSteps,
  isButtonDisabled,
  isStepValidated,
  isTabClickable,
  nextStep,
  restoreSteps,
  setButtonDisabled,
  setValidated,
  type StepsState,
} from "./steps.ts";

const REQUIREMENTS = [["vehicle"], ["form"], ["terms"]];

function state(partial: Partial<StepsState>): StepsState {
  return { ...initialSteps(), ...partial };
}

describe("order-online steps", () => {
  it("starts on step 0 with only step 0 enabled", () => {
    expect(initialSteps()).toEqual({ active: 0, enabled: [0], validated: [], disabledButtons: {} });
  });

  it("enabling a step adds it, once, in order", () => {
    const once = enableStep(initialSteps(), 2);
    expect(once.enabled).toEqual([0, 2]);
    expect(enableStep(enableStep(once, 1), 2).enabled).toEqual([0, 1, 2]);
  });

  describe("restoring a stored active step", () => {
    it("restores it when it and every earlier step are enabled", () => {
      const stored = { active: 2, enabled: [0, 1, 2], validated: [{ stepIndex: 0, type: "vehicle", value: true }] };
      const restored = restoreSteps(stored, 3);
      expect(restored.clear).toBe(false);
      expect(restored.state.active).toBe(2);
      expect(restored.state.validated).toEqual(stored.validated);
    });

    it("resets and clears when an earlier step is not enabled", () => {
      expect(restoreSteps({ active: 2, enabled: [0, 2], validated: [] }, 3)).toEqual({
        state: initialSteps(),
        clear: true,
      });
    });

    it("resets and clears when the active step itself is not enabled", () => {
      expect(restoreSteps({ active: 1, enabled: [0], validated: [] }, 3).clear).toBe(true);
    });

    it("resets and clears when the active step does not exist in this journey", () => {
      expect(restoreSteps({ active: 3, enabled: [0, 1, 2, 3] }, 3).clear).toBe(true);
    });

    it("resets and clears what is not a steps state", () => {
      expect(restoreSteps("2", 3).clear).toBe(true);
      expect(restoreSteps([0], 3).clear).toBe(true);
      expect(restoreSteps({ active: "1", enabled: [0, 1] }, 3).clear).toBe(true);
    });

    it("gives the default and clears nothing when nothing is stored", () => {
      expect(restoreSteps(null, 3)).toEqual({ state: initialSteps(), clear: false });
    });

    it("step 0 is enabled even when the stored list forgot it", () => {
      expect(restoreSteps({ active: 0, enabled: [] }, 3).state.enabled).toEqual([0]);
    });
  });

  describe("tabs", () => {
    it("the active tab is clickable, even if not validated", () => {
      expect(isTabClickable(state({ active: 1, enabled: [0, 1] }), 1, REQUIREMENTS)).toBe(true);
    });

    it("an enabled tab is clickable only when every earlier step is validated", () => {
      const base = state({
        active: 0,
        enabled: [0, 1, 2],
        validated: [{ stepIndex: 0, type: "vehicle", value: true }],
      });
      expect(isTabClickable(base, 1, REQUIREMENTS)).toBe(true);
      expect(isTabClickable(base, 2, REQUIREMENTS)).toBe(false);
      expect(isTabClickable(setValidated(base, 1, "form", true), 2, REQUIREMENTS)).toBe(true);
    });

    it("a tab that is not enabled is not clickable, whatever is validated", () => {
      const base = state({ enabled: [0], validated: [{ stepIndex: 0, type: "vehicle", value: true }] });
      expect(isTabClickable(base, 1, REQUIREMENTS)).toBe(false);
      expect(goToStep(base, 1, REQUIREMENTS)).toBe(base);
    });

    it("going to a clickable tab makes it active", () => {
      const base = state({ active: 1, enabled: [0, 1] });
      expect(goToStep(base, 0, REQUIREMENTS).active).toBe(0);
    });
  });

  describe("validation per step and type", () => {
    it("a step is validated when all its types are true; a later false replaces a true", () => {
      let current = setValidated(initialSteps(), 1, "form", true);
      expect(isStepValidated(current, 1, ["form"])).toBe(true);
      expect(isStepValidated(current, 1, ["form", "terms"])).toBe(false);
      expect(isStepValidated(current, 0, ["form"])).toBe(false);
      current = setValidated(current, 1, "form", false);
      expect(isStepValidated(current, 1, ["form"])).toBe(false);
      expect(current.validated).toHaveLength(1);
    });

    it("next moves on only from a validated step, enabling the next one", () => {
      const blocked = nextStep(initialSteps(), REQUIREMENTS);
      expect(blocked.active).toBe(0);
      const moved = nextStep(setValidated(initialSteps(), 0, "vehicle", true), REQUIREMENTS);
      expect(moved.active).toBe(1);
      expect(moved.enabled).toEqual([0, 1]);
    });

    it("next does nothing on the last step", () => {
      const last = state({ active: 2, enabled: [0, 1, 2], validated: [{ stepIndex: 2, type: "terms", value: true }] });
      expect(nextStep(last, REQUIREMENTS)).toBe(last);
    });
  });

  it("tracks disabled buttons per step", () => {
    let current = setButtonDisabled(initialSteps(), 1, "continue", true);
    expect(isButtonDisabled(current, 1, "continue")).toBe(true);
    expect(isButtonDisabled(current, 0, "continue")).toBe(false);
    current = setButtonDisabled(current, 1, "continue", false);
    expect(isButtonDisabled(current, 1, "continue")).toBe(false);
    expect(current.disabledButtons).toEqual({});
  });

  it("restores disabled buttons of existing steps only", () => {
    const restored = restoreSteps({ active: 0, enabled: [0], disabledButtons: { "0": ["next"], "7": ["x"] } }, 3);
    expect(restored.state.disabledButtons).toEqual({ "0": ["next"] });
  });
});
