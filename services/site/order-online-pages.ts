import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import type { OrderOnlinePageRequest, SitePage } from "../../model/site/site-data.ts";

const TITLES: Record<OrderOnlinePageRequest["page"], string> = {
  steps: "Reserve online",
  checkout: "Checkout",
  success: "Reservation complete",
};

const documents = new Map<string, PageDocument>();

/**
 * The page an order-online route shows when the CMS has none at the configured path: the Order
 * online checkout block alone, with its defaults, so the journey works before an editor made its pages.
 */
export function orderOnlineDefaultPage(page: OrderOnlinePageRequest["page"], path: string): SitePage {
  let document = documents.get(page);
  if (!document) {
    document = normalizePage({
      schemaVersion: 1,
      root: { props: { title: TITLES[page] } },
      content: [{ type: "order-online-checkout", props: { id: "order-online" } }],
    } as unknown as PageDocument);
    documents.set(page, document);
  }
  return {
    id: `order-online-${page}`,
    revision: "default",
    path,
    title: TITLES[page],
    meta: {
      meta_title: null,
      meta_description: null,
      canonical_url: null,
      image_id: null,
      external_meta_image: null,
      disable_seo_tracking: true,
    },
    document,
  };
}
