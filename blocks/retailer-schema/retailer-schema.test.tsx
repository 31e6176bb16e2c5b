import { describe, expect, it } from "vitest";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

describe("retailer schema", () => {
  it("publishes the retailer as AutoDealer JSON-LD that no field can break out of", () => {
    const { dom, html } = renderBlock(
      "retailer-schema",
      propsFor("retailer-schema", { name: "Forecourt </script><script>alert(1)</script>", price_range: "$$$" }),
    );
    const script = dom.querySelector('script[type="application/ld+json"]')!;
    expect(html).not.toContain("</script><script>");
    const data = JSON.parse(script.textContent!) as Record<string, unknown>;
    expect(data["@type"]).toBe("AutoDealer");
    expect(data.name).toBe("Forecourt </script><script>alert(1)</script>");
    expect(data.priceRange).toBe("$$$");
  });
});
