import { normaliseSearchText, searchTerms } from "../listings/search-text.ts";

/** What the site says when a search finds nothing. */
export const NO_RESULTS_TEXT =
  "Sorry there were no results for your search. Please try again with another term or phrase.";

/** Most results a search answers. */
export const SEARCH_LIMIT = 20;

/** Props that hold no reader-visible text (ids, links, media, settings). */
const SKIPPED_KEYS = new Set([
  "id",
  "type",
  "block_scroll_id",
  "url",
  "href",
  "target",
  "image",
  "image_id",
  "src",
  "icon",
  "video_url",
  "form_id",
  "theme",
  "box_color",
  "header_tag",
  "header_size",
  "font_size",
  "variant",
  "alignment",
]);

/** The reader-visible text of a page document: every string prop (HTML tags removed), in order. */
export function documentText(document: unknown): string {
  const parts: string[] = [];
  const walk = (value: unknown, key: string | null) => {
    if (key !== null && SKIPPED_KEYS.has(key)) return;
    if (typeof value === "string") {
      const text = value.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
      if (/\p{L}/u.test(text)) parts.push(text);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, null));
    else if (value && typeof value === "object")
      for (const [name, item] of Object.entries(value as Record<string, unknown>)) walk(item, name);
  };
  walk(document, null);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

/** A published page as the search index holds it. */
export interface IndexedPage {
  id: string;
  path: string;
  title: string;
  description: string;
  /** normaliseSearchText of the title, the description and the body. */
  title_text: string;
  description_text: string;
  body_text: string;
  /** The body as a reader sees it, for the snippet. */
  body: string;
}

export interface SearchResult {
  id: string;
  /** A published page, a stock vehicle (its showroom page), or the link to every matching vehicle in the stock locator. */
  kind: "page" | "vehicle" | "stock";
  path: string;
  title: string;
  /** The meta description, or the start of the page's text. */
  snippet: string;
  /** A vehicle's photo; null for pages. */
  image: string | null;
  score: number;
}

export function indexPage(page: {
  id: string;
  path: string;
  title: string;
  description: string;
  body: string;
}): IndexedPage {
  return {
    ...page,
    title_text: normaliseSearchText(page.title),
    description_text: normaliseSearchText(page.description),
    body_text: normaliseSearchText(page.body),
  };
}

const count = (haystack: string, word: string): number => {
  let found = 0;
  for (let at = haystack.indexOf(word); at !== -1; at = haystack.indexOf(word, at + word.length)) found++;
  return found;
};
const wholeWord = (haystack: string, word: string): boolean => ` ${haystack} `.includes(` ${word} `);

/**
 * Pages containing every word of the query (case, accents and punctuation ignored), best
 * first: a word in the title counts most (more for a whole word), then the description, then the
 * body (up to five occurrences); ties by title.
 */
export function searchPages(pages: readonly IndexedPage[], query: string, limit = SEARCH_LIMIT): SearchResult[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const results: SearchResult[] = [];
  for (const page of pages) {
    let score = 0;
    let all = true;
    for (const term of terms) {
      const inTitle = page.title_text.includes(term);
      const inDescription = page.description_text.includes(term);
      const inBody = Math.min(count(page.body_text, term), 5);
      if (!inTitle && !inDescription && inBody === 0) {
        all = false;
        break;
      }
      score += (inTitle ? 10 : 0) + (wholeWord(page.title_text, term) ? 5 : 0) + (inDescription ? 4 : 0) + inBody;
    }
    if (!all) continue;
    const snippet = page.description || page.body.slice(0, 200) + (page.body.length > 200 ? "…" : "");
    results.push({ id: page.id, kind: "page", path: page.path, title: page.title, snippet, image: null, score });
  }
  return results.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title)).slice(0, limit);
}
