import pageRecordSchema from "../../schemas/page-record.schema.json";
import { fieldsFromSchema, type FieldList } from "../ui/index.ts";

/** What the page dialogs call each field of a page record (the schema names and checks them, the editor words them). */
const LABELS = {
  title: "Title",
  parent_id: "Parent",
  position: "Position",
  path: "Path",
  redirect_path: "Redirect to",
  // The dialogs say "External URL" or "File URL" by the link type.
  to: "URL",
  http_code: "HTTP status code",
  link_type: "Link to",
  link_new_window: "Open in a new window",
  meta_title: "Meta title",
  meta_description: "Meta description",
  canonical_url: "Canonical URL",
  image_id: "Share image (media id)",
  external_meta_image: "External share image URL",
  disable_seo_tracking: "Hide from search engines",
  navigation_logo_only: "Only the logo in the header",
  disabled: "Disabled",
  news_date: "Date",
  news_image_id: "Image (media id)",
  news_summary: "Summary",
  news_market: "Market",
  news_locale: "Locale",
  news_collection: "Collection",
  locale: "Language",
  translation_group: "Translation group",
} as const;

type PageFieldName = keyof typeof LABELS;

function pick(names: readonly PageFieldName[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, LABELS[name]]));
}

/** Fields of a new page: `title` and `path` are required by the create schema. */
export function createFields(names: readonly PageFieldName[]): FieldList {
  return fieldsFromSchema(pageRecordSchema.$defs.create, pick(names));
}

/** Fields of a change to a page (none is required by the update schema; a form may still ask for them). */
export function updateFields(names: readonly PageFieldName[]): FieldList {
  return fieldsFromSchema(pageRecordSchema.$defs.fields, pick(names));
}
