import type { PageDocument } from "../../generated/contracts/block-types.ts";
import type {
  PageRecordDetail,
  PageRecordStoredFields,
  PageRecordSummary,
  PageRecordVersion,
} from "../../generated/contracts/entities/page-record.ts";
import type { DocumentComparison } from "../page-document/compare.ts";

/**
 * The admin pages API's shapes (/api/cms/pages), shared by the server that answers them and the
 * editor that calls it: the types codegen emits from schemas/page-record.schema.json, under the names
 * the code uses.
 */

/** The page record fields an editor may set (everything but ids, revisions, timestamps and the draft). */
export type PageFields = PageRecordStoredFields;

export type PageSummary = PageRecordSummary;

/** What a new page record holds where the create request says nothing (the server and test fixtures alike). */
export const FIELD_DEFAULTS: Omit<PageFields, "path" | "title"> = {
  parent_id: null,
  position: 0,
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
  navigation_logo_only: false,
  news_date: null,
  news_image_id: null,
  news_summary: null,
  news_market: null,
  news_locale: null,
  news_collection: null,
  locale: null,
  translation_group: null,
};

/** A page with its draft, typed as the page document it is (the schema says only "an object"). */
export type PageDetail = Omit<PageRecordDetail, "draft"> & { draft: PageDocument };

export type VersionSummary = PageRecordVersion;

export type Comparison = DocumentComparison;
