/**
 * A tiny Atom 1.0 writer (decision 107): every text and attribute escaped, control characters that XML
 * 1.0 forbids removed, so no title or summary can break the document.
 */
interface AtomEntry {
  id: string;
  title: string;
  link: string;
  /** ISO timestamp. */
  updated: string;
  /** ISO timestamp. */
  published: string;
  summary: string | null;
}

export interface AtomFeed {
  id: string;
  title: string;
  /** The feed's own URL. */
  self: string;
  /** The site page the feed belongs to. */
  alternate: string;
  language: string;
  updated: string;
  entries: AtomEntry[];
}

/** Text safe inside an XML element or a double-quoted attribute. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

export function atomXml(feed: AtomFeed): string {
  const e = escapeXml;
  const entries = feed.entries.map((entry) =>
    [
      "  <entry>",
      `    <id>${e(entry.id)}</id>`,
      `    <title>${e(entry.title)}</title>`,
      `    <link rel="alternate" href="${e(entry.link)}"/>`,
      `    <published>${e(entry.published)}</published>`,
      `    <updated>${e(entry.updated)}</updated>`,
      ...(entry.summary ? [`    <summary type="text">${e(entry.summary)}</summary>`] : []),
      "  </entry>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${e(feed.language)}">`,
    `  <id>${e(feed.id)}</id>`,
    `  <title>${e(feed.title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${e(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${e(feed.alternate)}"/>`,
    `  <updated>${e(feed.updated)}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** The feed path of a news locale. */
export function newsFeedPath(locale: string): string {
  return `/news/${locale}/feed.xml`;
}
