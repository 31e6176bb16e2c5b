import sanitize from "sanitize-html";
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_CLASS_PREFIXES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from "./allow-list.ts";

/** sanitize-html's form of the shared allow-list (allow-list.ts). */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedClasses: Object.fromEntries(
    Object.entries(RICH_TEXT_CLASS_PREFIXES).map(([tag, prefixes]) => [tag, prefixes.map((prefix) => `${prefix}*`)]),
  ),
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/** Stored rich text as the site may render it with dangerouslySetInnerHTML. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS);
}
