import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { jsonForScript } from "../../renderer/primitives/index.ts";
import { retailerStructuredData } from "../../model/retailers/index.ts";

/**
 * Retailer schema (seed 002): the retailer's details as schema.org JSON-LD for search engines. It
 * shows nothing; the JSON is escaped for a script element (jsonForScript), so no field can end it.
 */
export default function RetailerSchema(props: BlockProps<"retailer-schema">) {
  return (
    <script
      type="application/ld+json"
      data-block="retailer-schema"
      dangerouslySetInnerHTML={{ __html: jsonForScript(retailerStructuredData(props)) }}
    />
  );
}
