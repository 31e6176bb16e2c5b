import type { PageSummary } from "../../api/pages-client.ts";
import { FIELD_DEFAULTS } from "../../../model/cms/page-api.ts";

/** A page summary as the list API answers it, with `fields` overriding the defaults. */
export function page(id: string, fields: Partial<PageSummary> = {}): PageSummary {
  return {
    id,
    revision: 1,
    ...FIELD_DEFAULTS,
    path: `/${id}`,
    title: id,
    published_version_id: null,
    has_unpublished_changes: true,
    created_at: "2025-01-01T00:00:00.000Z",
    updated_at: "2025-01-01T00:00:00.000Z",
    ...fields,
  };
}
