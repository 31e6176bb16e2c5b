import { expect, it } from "vitest";
import { blockMeta } from "../../generated/contracts/block-meta.ts";
import { hasDataTag } from "../../model/http/shared-cache.ts";

it("every block that reads server data names the surrogate key a change of that data purges", () => {
  const kinds = Object.values(blockMeta).flatMap((meta) =>
    (meta as { data?: string | null }).data ? [meta.data!] : [],
  );
  expect(kinds.length).toBeGreaterThan(0);
  expect(kinds.filter((kind) => !hasDataTag(kind))).toEqual([]);
});
