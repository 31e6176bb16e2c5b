import type { NewsLocale, NewsMarket } from "./news-fields.ts";

/** A published news page as lists, sliders and feeds show it. */
export interface NewsItem {
  id: string;
  path: string;
  title: string;
  /** ISO date. */
  date: string;
  summary: string | null;
  image_id: string | null;
  locale: NewsLocale;
  market: NewsMarket;
  collection: string | null;
  /** When the page was last published or changed (ISO timestamp), for feeds. */
  updated_at: string;
}

/** One page of a news list (the MENA News block's server data). */
export interface NewsListData {
  items: NewsItem[];
  /** 1-based, within 1..pageCount. */
  page: number;
  pageCount: number;
  total: number;
  locale: NewsLocale;
  market: NewsMarket;
  /** The list could not be read: the block shows the seed's error texts. */
  failed?: boolean;
}

/** The URL parameter of a news list's page (?page=N) and of the list page a news page was opened from. */
export const NEWS_PAGE_PARAMETER = "page";
export const CURRENT_PAGE_PARAMETER = "currentPage";

/** Page sizes a MENA News block may set. */
const NEWS_PAGE_SIZE_MIN = 1;
const NEWS_PAGE_SIZE_MAX = 50;

/** A requested page number from the URL: a positive integer, else 1. */
export function requestedPage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The page to show of `total` items in pages of `size`: the requested one, kept within 1..pageCount. */
export function pageWindow(requested: number, total: number, size: number) {
  const pageSize = Math.min(NEWS_PAGE_SIZE_MAX, Math.max(NEWS_PAGE_SIZE_MIN, Math.floor(size) || 1));
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount);
  return { page, pageCount, pageSize, offset: (page - 1) * pageSize };
}

/** The pagination text with its placeholders filled: {page} and {pages} (e.g. 'Page {page} of {pages}'). */
export function paginationText(template: string, page: number, pageCount: number): string {
  return template.replaceAll("{page}", String(page)).replaceAll("{pages}", String(pageCount));
}

/** The link from a list to a news page: it carries the list page it was opened from (currentPage). */
export function newsItemHref(path: string, listPage: number): string {
  return `${path}?${CURRENT_PAGE_PARAMETER}=${listPage}`;
}

/** The back link of a news page: its list page (the parent path) at the remembered page. */
export function newsBackHref(listPath: string, currentPage: string | null): string {
  const page = requestedPage(currentPage);
  return page > 1 ? `${listPath}?${NEWS_PAGE_PARAMETER}=${page}` : listPath;
}

/** The storage key and entry of the pages a visitor has opened from a news list (path and page). */
export const VISITED_NEWS_PAGES_KEY = "visitedNewsPages";
export interface VisitedNewsPage {
  path: string;
  page: number;
}

/** The stored visited news pages, read forgivingly (anything malformed is ignored). */
export function readVisitedNewsPages(raw: string | null): VisitedNewsPage[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is VisitedNewsPage =>
        typeof entry === "object" &&
        entry !== null &&
        typeof (entry as VisitedNewsPage).path === "string" &&
        typeof (entry as VisitedNewsPage).page === "number",
    );
  } catch {
    return [];
  }
}

/** The list with this visit added (once per path, the newest page kept; at most 200 entries). */
export function withVisit(visited: readonly VisitedNewsPage[], visit: VisitedNewsPage): VisitedNewsPage[] {
  return [...visited.filter((entry) => entry.path !== visit.path), visit].slice(-200);
}
