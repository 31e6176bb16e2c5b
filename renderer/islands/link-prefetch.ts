/**
 * Link prefetch on idle (idle timeout 2000 ms, none on 2g or with data saver). Runs only
 * where the islands runtime runs: a page that ships no JavaScript does not start shipping some for
 * this (decision 053). Same-origin page links that come into view are prefetched, each URL once and at
 * most MAX_PREFETCHES per page: through speculation rules where the browser has them (a failed
 * speculative prefetch, e.g. a link to a missing page, is silent), else <link rel=prefetch>.
 */
const PREFETCH_IDLE_TIMEOUT_MS = 2000;
const MAX_PREFETCHES = 20;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Data saver on, or a 2g (or slow-2g) connection: prefetching would spend the visitor's data. */
function prefetchAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? "");
}

/** The URL to prefetch for a link, or null: other origins, the page itself, downloads, non-page files. */
function prefetchUrl(link: HTMLAnchorElement, page: Location): string | null {
  if (link.origin !== page.origin || !/^https?:$/.test(link.protocol)) return null;
  if (link.hasAttribute("download") || link.target === "_blank" || link.dataset.noPrefetch !== undefined) return null;
  if (link.pathname === page.pathname && link.search === page.search) return null;
  // API routes and files (/media/..., .pdf) are not pages.
  if (/\.[a-z0-9]{2,5}$/i.test(link.pathname) || /^\/(api|public_api|media|assets)\//.test(link.pathname)) return null;
  return link.pathname + link.search;
}

export function startLinkPrefetch(): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!prefetchAllowed(connection) || !("IntersectionObserver" in window)) return;
  const done = new Set<string>([location.pathname + location.search]);
  const start = () => {
    const observer = new IntersectionObserver((entries) => {
      const urls: string[] = [];
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const url = prefetchUrl(entry.target as HTMLAnchorElement, location);
        if (url === null || done.has(url) || done.size > MAX_PREFETCHES) continue;
        done.add(url);
        urls.push(url);
      }
      if (urls.length > 0) prefetch(urls);
    });
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) observer.observe(link);
  };
  if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else setTimeout(start, PREFETCH_IDLE_TIMEOUT_MS);
}

/** The response's CSP nonce, from a script that carries it (the islands runtime's own tag). */
function pageNonce(): string {
  for (const script of document.querySelectorAll<HTMLScriptElement>("script[nonce]"))
    if (script.nonce) return script.nonce;
  return "";
}

function prefetch(urls: string[]): void {
  if (typeof HTMLScriptElement.supports === "function" && HTMLScriptElement.supports("speculationrules")) {
    const rules = document.createElement("script");
    rules.type = "speculationrules";
    // An inline rule set needs the nonce under the site's CSP, like any inline script.
    rules.nonce = pageNonce();
    rules.textContent = JSON.stringify({ prefetch: [{ source: "list", urls }] });
    document.head.append(rules);
    return;
  }
  for (const url of urls) {
    const hint = document.createElement("link");
    hint.rel = "prefetch";
    hint.href = url;
    document.head.append(hint);
  }
}
