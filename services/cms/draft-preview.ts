import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import type { SitePage } from "../../model/site/site-data.ts";
import type { PageStore } from "./pages-store.ts";

/** A page as the site would show it with its current draft published (for /cms/preview/:id). */
export async function draftPreview(pages: PageStore, id: string): Promise<SitePage | null> {
  const page = await pages.get(id);
  if (!page || page.page_type === "folder") return null;
  return {
    id: page.id,
    revision: `draft-${page.revision}`,
    path: page.path,
    title: page.title,
    meta: {
      meta_title: page.meta_title,
      meta_description: page.meta_description,
      canonical_url: page.canonical_url,
      image_id: page.image_id,
      external_meta_image: page.external_meta_image,
      disable_seo_tracking: true,
    },
    document: normalizePage(page.draft as PageDocument),
  };
}
