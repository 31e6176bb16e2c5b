import { describe, expect, it } from "vitest";
import { childOptions, isSelectionComplete, knownSelection, matchingGroups, type Mapper } from "./mapper.ts";

const mapper: Mapper = {
  dropdowns: [
    {
      label: "Range Rover",
      key: "rr",
      children: [
        { label: "2022", key: "2022" },
        { label: "2023", key: "2023" },
      ],
    },
    { label: "Defender", key: "defender", children: [{ label: "2023", key: "2023" }] },
    { label: "I-PACE", key: "ipace" },
  ],
  subblocks_groups: [
    { key: "pivi-pro", match_dropdowns: [{ parent_key: "rr", child_key: "2023" }, { parent_key: "defender" }] },
    { key: "touch-pro", match_dropdowns: [{ parent_key: "rr", child_key: "2022" }] },
    { key: "ev-maps", match_dropdowns: [{ parent_key: "ipace" }] },
  ],
};

describe("select-vehicle-to-update mapper rules", () => {
  it("lists the model years of the chosen vehicle, none before one is chosen", () => {
    expect(childOptions(mapper, "rr").map((child) => child.key)).toEqual(["2022", "2023"]);
    expect(childOptions(mapper, undefined)).toEqual([]);
  });

  it("shows the groups matching the vehicle and model year", () => {
    expect(matchingGroups(mapper, { parent: "rr", child: "2023" })).toEqual(["pivi-pro"]);
    expect(matchingGroups(mapper, { parent: "rr", child: "2022" })).toEqual(["touch-pro"]);
  });

  it("treats a match without a model year as every year of that vehicle", () => {
    expect(matchingGroups(mapper, { parent: "defender", child: "2023" })).toEqual(["pivi-pro"]);
  });

  it("needs a model year when the vehicle has years, and none when it has none", () => {
    expect(isSelectionComplete(mapper, { parent: "rr" })).toBe(false);
    expect(matchingGroups(mapper, { parent: "rr" })).toEqual([]);
    expect(isSelectionComplete(mapper, { parent: "ipace" })).toBe(true);
    expect(matchingGroups(mapper, { parent: "ipace" })).toEqual(["ev-maps"]);
  });

  it("matches nothing for a vehicle or year the mapper does not know", () => {
    expect(matchingGroups(mapper, { parent: "xj", child: "2019" })).toEqual([]);
    expect(matchingGroups(mapper, { parent: "rr", child: "1999" })).toEqual([]);
  });

  it("keeps a stored selection only as far as the mapper still knows it", () => {
    expect(knownSelection(mapper, { parent: "rr", child: "1999" })).toEqual({ parent: "rr" });
    expect(knownSelection(mapper, { parent: "gone", child: "2023" })).toEqual({});
  });
});
