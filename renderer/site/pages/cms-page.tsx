import { useLoaderData } from "react-router";
import { blockComponents } from "../../../generated/registry/block-components.ts";
import { BlockList, type ComponentRegistry } from "../../page/block-tree.tsx";
import type { SitePage } from "../../../model/site/site-data.ts";

const registry = blockComponents as unknown as ComponentRegistry;

/** A dynamic CMS page: the catch-all route. */
export function CmsPage() {
  const page = useLoaderData() as SitePage;
  return (
    <div className="cms-page" data-page-id={page.id}>
      <BlockList nodes={page.document.content} registry={registry} topIndex={null} />
    </div>
  );
}
