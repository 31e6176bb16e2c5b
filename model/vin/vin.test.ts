import { describe, expect, it } from "vitest";
import { normaliseVin, vinCheckDigit, vinProblem } from "./vin.ts";

describe("VIN format", () => {
  it("accepts 17 digits and capital letters and normalises case, spaces and dashes", () => {
    expect(normaliseVin(" sal-gA2BE 8KA123456 ")).toBe("SALGA2BE8KA123456");
    expect(vinProblem("SALGA2BE8KA123456")).toBeNull();
  });

  it("refuses a VIN that is not 17 characters long", () => {
    expect(vinProblem("SALGA2BE8KA12345")).toBe("length");
    expect(vinProblem("SALGA2BE8KA1234567")).toBe("length");
    expect(vinProblem("")).toBe("length");
  });

  it("refuses I, O and Q, which VINs never use, and other characters", () => {
    expect(vinProblem("SALGA2BE8KA12345O")).toBe("characters");
    expect(vinProblem("SALGA2BE8KA12345I")).toBe("characters");
    expect(vinProblem("SALGA2BE8KA12345Q")).toBe("characters");
    expect(vinProblem("SALGA2BE8KA12345*")).toBe("characters");
  });
});

describe("VIN check digit (North American market)", () => {
  it("computes the published example 1M8GDM9AXKP042788 (check digit X)", () => {
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
    expect(vinProblem("1M8GDM9AXKP042788", { checkDigit: true })).toBeNull();
  });

  it("computes a digit check for 11111111111111111 (1)", () => {
    expect(vinCheckDigit("11111111111111111")).toBe("1");
  });

  it("refuses a wrong check digit only where the market uses it", () => {
    expect(vinProblem("1M8GDM9A1KP042788", { checkDigit: true })).toBe("check_digit");
    expect(vinProblem("1M8GDM9A1KP042788")).toBeNull();
  });
});

describe("VIN shown on a page", () => {
  it("is reduced to its last 3 characters when longer than 3", async () => {
    const { vinTail } = await import("./vin.ts");
    expect(vinTail("SALGA2BE9PA100000")).toBe("000");
    expect(vinTail("AB1")).toBe("AB1");
  });
});
