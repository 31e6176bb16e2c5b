import { describe, expect, it } from "vitest";
import { validatePage } from "../page-document/validate.ts";
import { pageOf } from "../../tests/support/render-block.ts";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";

const quote = (id: string, extra: Record<string, unknown> = {}) => ({
  type: "quote" as const,
  props: { ...(blockMeta.quote.insertDefaults as Record<string, unknown>), id, ...extra },
});

describe("dc_strategy and offer_schedule on every block", () => {
  it("are accepted by every block type", () => {
    const page = pageOf(
      ...blockKeys.map((key) => ({
        type: key,
        props: {
          ...(blockMeta[key].insertDefaults as Record<string, unknown>),
          dc_strategy: { key: "reffine_sl", name: "models", value: "defender", fallback: true },
          offer_schedule: { start_date: "2026-11-01", end_date: "2026-11-30" },
        },
      })),
    );
    const result = validatePage(page);
    expect(result.issues.slice(0, 3)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("refuse a malformed rule or schedule with the JSON pointer of the problem", () => {
    const page = pageOf(
      quote("a"),
      quote("b"),
      quote("c"),
      quote("d", { dc_strategy: { key: "by_moon_phase", value: "full" } }),
      quote("e", { offer_schedule: { start_date: "2026-13-01" } }),
      quote("f", { dc_strategy: { key: "url_brands" } }),
    );
    const result = validatePage(page);
    expect(result.valid).toBe(false);
    const pointers = result.issues.map((issue) => issue.pointer);
    expect(pointers).toContain("/content/3/props/dc_strategy/key");
    expect(pointers).toContain("/content/4/props/offer_schedule/start_date");
    expect(pointers.some((pointer) => pointer.startsWith("/content/5/props/dc_strategy"))).toBe(true);
  });
});
