import type { PageDocument } from "../../generated/contracts/block-types.ts";
import type { DocumentComparison } from "../page-document/compare.ts";

/**
 * The admin pages API's shapes (/api/cms/pages), shared by the server that answers them and the
 * editor that calls it. The JSON schemas of the routes (schemas/page-record.schema.json) say the same.
 */

/** The page record fields an editor may set (everything but ids, revisions, timestamps and the draft). */
export interface PageFields {
  parent_id: string | null;
  position: number;
  path: string;
  title: string;
  page_type: "page" | "folder";
  link_type: "internal" | "external" | "file";
  /** Internal redirect target (a path on this site). */
  redirect_path: string | null;
  /** External or file link target (a URL). */
  to: string | null;
  http_code: 301 | 302 | 303 | 307 | 308;
  link_new_window: boolean;
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  image_id: string | null;
  external_meta_image: string | null;
  disable_seo_tracking: boolean;
  disabled: boolean;
}

export interface PageSummary extends PageFields {
  id: string;
  revision: number;
  published_version_id: string | null;
  /** The draft differs from what is published (or nothing is published yet). */
  has_unpublished_changes: boolean;
  created_at: string;
  updated_at: string;
}

export interface PageDetail extends PageSummary {
  draft: PageDocument;
  /** Set when the stored draft could not be used (damaged row) and `draft` is an empty page instead. */
  draft_problem?: string;
}

export interface VersionSummary {
  id: string;
  number: number;
  title: string;
  created_at: string;
  created_by: string | null;
  published: boolean;
}

export type Comparison = DocumentComparison;
