/** A stored page as the site reads it (seed 001 "CMS page"); the database schema arrives with the content store. */
export interface PageRecord {
  id: string;
  path: string;
  title: string;
  page_type: "page" | "folder";
  link_type: "internal" | "external" | "file";
  /** For redirects and link pages: where to go. */
  redirect_to: string | null;
  http_code: 301 | 302 | 303 | 307 | 308;
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  image_id: string | null;
  external_meta_image: string | null;
  disable_seo_tracking: boolean;
  document: unknown;
}
