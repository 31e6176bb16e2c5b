import type { PageSummary } from "../../api/pages-client.ts";

/** A page summary as the list API answers it, with `fields` overriding the defaults. */
export function page(id: string, fields: Partial<PageSummary> = {}): PageSummary {
  return {
    id,
    revision: 1,
    parent_id: null,
    position: 0,
    path: `/${id}`,
    title: id,
    page_type: "page",
    link_type: "internal",
    redirect_path: null,
    to: null,
    http_code: 301,
    link_new_window: false,
    meta_title: null,
    meta_description: null,
    canonical_url: null,
    image_id: null,
    external_meta_image: null,
    disable_seo_tracking: false,
    disabled: false,
    published_version_id: null,
    has_unpublished_changes: true,
    created_at: "2025-01-01T00:00:00.000Z",
    updated_at: "2025-01-01T00:00:00.000Z",
    ...fields,
  };
}
