import { describe, expect, it } from "vitest";
import { addressLine, locationAttributes, locationValues } from "./location-form.ts";

describe("the location dialog's values", () => {
  it("keeps attributes this screen does not show, and stores the named fields trimmed", () => {
    const values = locationValues({ name: "Forecourt North", city: "Leeds", opening_hours: "Mon-Fri 9-18" });
    expect(values.name).toBe("Forecourt North");
    expect(JSON.parse(values.other)).toEqual({ opening_hours: "Mon-Fri 9-18" });
    const check = locationAttributes({ ...values, phone: " +44 113 496 0000 " });
    expect(check).toEqual({
      ok: true,
      attributes: { name: "Forecourt North", city: "Leeds", phone: "+44 113 496 0000", opening_hours: "Mon-Fri 9-18" },
    });
  });

  it("says which field is wrong: a missing name, an e-mail, other attributes that are not an object", () => {
    const empty = locationValues(null);
    expect(locationAttributes(empty)).toEqual({ ok: false, problems: { name: "is required" } });
    const wrong = locationAttributes({ ...empty, name: "A", email: "nope", other: "[1]" });
    expect(wrong).toMatchObject({ ok: false, problems: { email: "must be an e-mail address" } });
    expect(wrong.ok ? "" : wrong.problems.other).toContain("must be a JSON object");
    const repeated = locationAttributes({ ...empty, name: "A", other: '{"name": "B"}' });
    expect(repeated.ok ? "" : repeated.problems.other).toBe("repeats name: use the field above instead");
  });

  it("writes the address on one line from the parts that are there", () => {
    expect(addressLine({ address: "1 High Street", city: "Leeds" })).toBe("1 High Street, Leeds");
    expect(addressLine({})).toBe("");
  });
});
