import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import type { OrderOnlinePageRequest, SitePage } from "../../model/site/site-data.ts";
import { uiTranslator } from "../../model/i18n/ui-translator.ts";
import type { UiStringKey } from "../../model/i18n/ui-strings.ts";

const TITLE_KEYS = {
  steps: "order.page_steps",
  checkout: "order.page_checkout",
  success: "order.page_success",
} as const satisfies Record<OrderOnlinePageRequest["page"], UiStringKey>;

const documents = new Map<string, PageDocument>();

/**
 * The page an order-online route shows when the CMS has none at the configured path: the Order
 * online checkout block alone, with its defaults, so the journey works before an editor made its pages.
 */
export function orderOnlineDefaultPage(page: OrderOnlinePageRequest["page"], path: string, locale?: string): SitePage {
  // The block's own texts are its schema defaults, which it shows in the page's language.
  const title = uiTranslator(locale ?? "en")(TITLE_KEYS[page]);
  const key = `${locale ?? ""}:${page}`;
  let document = documents.get(key);
  if (!document) {
    document = normalizePage({
      schemaVersion: 1,
      root: { props: { title } },
      content: [{ type: "order-online-checkout", props: { id: "order-online" } }],
    } as unknown as PageDocument);
    documents.set(key, document);
  }
  return {
    id: `order-online-${page}`,
    revision: "default",
    path,
    ...(locale ? { locale } : {}),
    title,
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
