import { describe, expect, it } from "vitest";
import schema from "../../blocks/fuel-type-quiz/block.schema.json" with { type: "json" };
import { chooseAnswer, fuelResult, fuelScores, isStepAnswered, type FuelQuizStep } from "./fuel-quiz.ts";

/** The quiz as a freshly inserted block asks it (the editor's default mapping). */
const d = schema.default.steps;
const steps: FuelQuizStep[] = [
  { ...d.annual_distance, multiple: false },
  { ...d.journey_distance, multiple: false },
  { ...d.driving_types, multiple: true },
  { ...d.charging, multiple: false },
  { ...d.long_journeys, multiple: false },
];

describe("the default fuel-type mapping", () => {
  it("asks 3, 4, 4, 4 and 3 answers", () => {
    expect(steps.map((step) => step.answers.length)).toEqual([3, 4, 4, 4, 3]);
  });

  it("suggests battery electric to a town driver who charges at home and rarely goes far", () => {
    expect(fuelResult(steps, [[0], [0], [0], [0], [0]])).toBe("bev");
  });

  it("suggests diesel to a high-mileage motorway driver who tows and has no charger", () => {
    expect(fuelResult(steps, [[2], [3], [2, 3], [3], [2]])).toBe("diesel");
  });

  it("suggests a plug-in hybrid to a mid-mileage driver with home charging, motorways and a few long trips", () => {
    expect(fuelResult(steps, [[1], [1], [0, 2], [1], [1]])).toBe("phev");
  });

  it("suggests petrol to a low-mileage driver without a charger on mixed roads", () => {
    expect(fuelResult(steps, [[0], [2], [0, 1], [2], [1]])).toBe("petrol");
  });

  it("reaches each of the four results from some answers", () => {
    const seen = new Set<string>();
    const ranges = steps.map((step) => step.answers.map((_a, i) => i));
    for (const a of ranges[0]!)
      for (const b of ranges[1]!)
        for (const c of ranges[2]!)
          for (const e of ranges[3]!)
            for (const f of ranges[4]!) seen.add(fuelResult(steps, [[a], [b], [c], [e], [f]]));
    expect([...seen].sort()).toEqual(["bev", "diesel", "petrol", "phev"]);
  });
});

describe("the mapping as data", () => {
  const zero = { petrol: 0, diesel: 0, phev: 0, bev: 0 };
  const tiny: FuelQuizStep[] = [
    { multiple: false, answers: [{ scores: { ...zero, bev: 2 } }, { scores: { ...zero, diesel: 2 } }] },
    { multiple: true, answers: [{ scores: { ...zero, phev: 1 } }, { scores: { ...zero, phev: 2 } }] },
  ];

  it("adds up the points of every chosen answer, several on a multi-select step", () => {
    expect(fuelScores(tiny, [[0], [0, 1]])).toEqual({ petrol: 0, diesel: 0, phev: 3, bev: 2 });
  });

  it("follows the editor's points: changing them changes the result", () => {
    expect(fuelResult(tiny, [[1], [0]])).toBe("diesel");
    expect(fuelResult(tiny, [[1], [0, 1]])).toBe("phev");
  });

  it("breaks ties in the order petrol, diesel, PHEV, BEV", () => {
    expect(fuelResult(tiny, [[0], []])).toBe("bev");
    expect(fuelResult(tiny, [[0], [1]])).toBe("phev");
    expect(fuelResult(tiny, [[], []])).toBe("petrol");
  });

  it("ignores an answer index the step does not have (a stored answer to an older quiz)", () => {
    expect(fuelScores(tiny, [[7], [0]])).toEqual({ ...zero, phev: 1 });
  });
});

describe("answering a step", () => {
  const single = steps[0]!;
  const multi = steps[2]!;

  it("takes exactly one answer on a single-choice step, replacing the previous one", () => {
    expect(chooseAnswer(single, [0], 2)).toEqual([2]);
    expect(isStepAnswered(single, [2])).toBe(true);
    expect(isStepAnswered(single, [0, 1])).toBe(false);
  });

  it("toggles answers on the multi-select step and needs at least one", () => {
    expect(chooseAnswer(multi, [2], 0)).toEqual([0, 2]);
    expect(chooseAnswer(multi, [0, 2], 2)).toEqual([0]);
    expect(isStepAnswered(multi, [])).toBe(false);
    expect(isStepAnswered(multi, [0, 3])).toBe(true);
  });

  it("counts an unknown answer index as unanswered", () => {
    expect(isStepAnswered(single, [3])).toBe(false);
    expect(isStepAnswered(single, undefined)).toBe(false);
  });
});
