import sanitize from "sanitize-html";

/**
 * The HTML a rich-text field may hold on the public site. Everything else is dropped (tags) or
 * escaped (text), so stored content can be rendered with dangerouslySetInnerHTML.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "sup", "sub", "a", "ul", "ol", "li", "h2", "h3", "h4", "h5", "h6", "blockquote", "span", "small"],
  allowedAttributes: { a: ["href", "target", "rel", "title"], span: ["class"], p: ["class"] },
  allowedClasses: { span: ["text-*"], p: ["text-*"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS);
}
