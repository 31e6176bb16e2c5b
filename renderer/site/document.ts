import type { SiteAssets } from "./assets.ts";
import { escapeHtml, headHtml, type HeadInfo } from "./head.ts";
import type { ThemeKey } from "../../model/site/site-data.ts";

interface DocumentParts {
  head: HeadInfo;
  /** Resource hints React produced while rendering the body. */
  headTags?: string;
  body: string;
  theme: ThemeKey;
  assets: SiteAssets;
  /** Block keys of the islands on this page; empty means the page loads no JavaScript at all. */
  islandTypes: readonly string[];
}

/** The HTML document around the server-rendered body. */
export function documentHtml({ head, headTags = "", body, theme, assets, islandTypes }: DocumentParts): string {
  const styles = assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("");
  let scripts = "";
  if (islandTypes.length > 0 && assets.islandsEntry) {
    const preloads = new Set<string>();
    for (const type of islandTypes) for (const chunk of assets.islandChunks[type] ?? []) preloads.add(chunk);
    scripts =
      [...preloads].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join("") +
      `<script type="module" src="${escapeHtml(assets.islandsEntry)}"></script>`;
  }
  return (
    `<!doctype html><html lang="en" data-theme="${theme}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">${headHtml(head)}${headTags}${styles}` +
    `<link rel="icon" href="data:,"></head><body>${body}${scripts}</body></html>`
  );
}

/** Seed 000: when even the error page fails. */
export const ERROR_PAGE_FAILURE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body>' +
  '<p>An error occurred while showing the error page</p><p><a href="/">Go back to home</a></p></body></html>';
