import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { jsonForScript, useRenderEnvironment } from "../../renderer/primitives/index.ts";
import { retailerStructuredData } from "../../model/retailers/index.ts";

/**
 * Retailer schema: the retailer's details as schema.org JSON-LD for search engines. Visitors
 * see nothing; the editor canvas shows a note, so the block can be found and selected. The JSON is
 * escaped for a script element (jsonForScript), so no field can end it.
 */
export default function RetailerSchema(props: BlockProps<"retailer-schema">) {
  const environment = useRenderEnvironment();
  return (
    <>
      {environment.mode === "editor" ? (
        <p className="retailer-schema__note">
          Retailer schema: {props.name} (structured data for search engines, not shown on the site)
        </p>
      ) : null}
      <script
        type="application/ld+json"
        data-block="retailer-schema"
        dangerouslySetInnerHTML={{ __html: jsonForScript(retailerStructuredData(props)) }}
      />
    </>
  );
}
