import { describe, expect, it } from "vitest";
import { fullImportRefusal } from "./full-import-guard.ts";

describe("the full-import guard", () => {
  it("refuses a feed with no valid row, an empty one included, whatever the ratio", () => {
    expect(fullImportRefusal({ rowsRead: 8, rowsKept: 0 }, 1)).toMatchObject({
      code: "no_valid_rows",
      message: expect.stringMatching(/all 8 rows were rejected.*previous stock stays published.*force_switch/),
    });
    expect(fullImportRefusal({ rowsRead: 0, rowsKept: 0 }, 1)).toMatchObject({
      code: "no_valid_rows",
      message: expect.stringContaining("it is empty"),
    });
  });

  it("refuses more rejected rows than the ratio allows, and lets exactly the ratio through", () => {
    expect(fullImportRefusal({ rowsRead: 20, rowsKept: 9 }, 0.5)).toMatchObject({
      code: "too_many_rejections",
      message: expect.stringContaining(
        "11 of 20 rows (55%) were rejected, more than the 50% stock_import.max_rejected_ratio allows",
      ),
    });
    expect(fullImportRefusal({ rowsRead: 20, rowsKept: 10 }, 0.5)).toBeNull();
    expect(fullImportRefusal({ rowsRead: 20, rowsKept: 20 }, 0)).toBeNull();
    expect(fullImportRefusal({ rowsRead: 20, rowsKept: 19 }, 0)?.code).toBe("too_many_rejections");
    expect(fullImportRefusal({ rowsRead: 20, rowsKept: 1 }, 1)).toBeNull();
  });
});
