import { useLoaderData } from "react-router";
import { blockComponents } from "../../../generated/registry/block-components.ts";
import { BlockList, type ComponentRegistry } from "../../page/block-tree.tsx";
import { BlockDataContext } from "../../page/block-data.ts";
import { PageVisibilityContext } from "../../page/visibility.ts";
import type { ResolvedPage } from "../loaders/cms-page-loader.ts";
import { Breadcrumbs } from "../shell/breadcrumbs.tsx";
import { NewsBackLink } from "../shell/news-back-link.tsx";

const registry = blockComponents as unknown as ComponentRegistry;

/** A dynamic CMS page: the catch-all route. */
export function CmsPage() {
  const page = useLoaderData() as ResolvedPage;
  return (
    <BlockDataContext.Provider value={page.blockData}>
      <PageVisibilityContext.Provider value={page.visibility ?? null}>
        <div className="cms-page" data-page-id={page.id}>
          <Breadcrumbs path={page.path} title={page.title} />
          {page.news ? <NewsBackLink listPath={page.news.listPath} renderUrl={page.renderUrl} /> : null}
          <BlockList nodes={page.document.content} registry={registry} topIndex={null} />
        </div>
      </PageVisibilityContext.Provider>
    </BlockDataContext.Provider>
  );
}
