import type { MenuEntry } from "./menu.ts";

/** The navigation.external setting as stored (schemas/settings.schema.json). */
export interface ExternalNavigationSetting {
  url: string;
  disable?: string[];
  enable?: string[];
  timeout_ms?: number;
}

/** What the header draws from the navigation service: its menu and, when it names one on this site, its logo. */
export interface ExternalNavigation {
  entries: MenuEntry[];
  /** A site path (e.g. /brand/logo.svg) and where it links; null: the site's own logo. */
  logo: { src: string; homepage: string; alt: string } | null;
}

/** A menu is at most two levels of at most this many entries each: a longer answer is cut. */
const MAX_ENTRIES = 20;

/** Links the header may draw: this site's paths, anchors, web, mail and phone links. */
const SAFE_URL = /^(?:https?:\/\/[^\s\\]+|mailto:[^\s\\]+|tel:[0-9+().\-]+|\/(?![/\\])[^\s\\]*|#[^\s\\]*)$/;
/** An image on this site: a path, not another host (the page's content policy allows no other). */
const SITE_PATH = /^\/(?![/\\])[^\s\\"'<>]*$/;

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The entry list of an answer: `entries`, `items` or `data` (the service's own envelope), or the answer itself. */
function listOf(body: unknown): unknown[] | null {
  if (Array.isArray(body)) return body;
  const root = record(body);
  if (!root) return null;
  for (const key of ["entries", "items", "navigation", "data"]) {
    const candidate = root[key];
    if (Array.isArray(candidate)) return candidate;
    const nested = record(candidate);
    if (nested) {
      const inner = listOf(nested);
      if (inner) return inner;
    }
  }
  return null;
}

function entryOf(raw: unknown, path: string, depth: number, drop: ReadonlySet<string>): MenuEntry | null {
  const entry = record(raw);
  if (!entry) return null;
  const label = text(entry.label) ?? text(entry.title) ?? text(entry.name);
  if (!label) return null;
  const id = text(entry.id) ?? (typeof entry.id === "number" ? String(entry.id) : null) ?? path;
  if (drop.has(id)) return null;
  const link = text(entry.url) ?? text(entry.href) ?? text(entry.link) ?? "";
  const url = SAFE_URL.test(link) ? link : "";
  const children =
    depth < 2 && Array.isArray(entry.children)
      ? entry.children
          .slice(0, MAX_ENTRIES)
          .map((child, index) => entryOf(child, `${path}-${index}`, depth + 1, drop))
          .filter((child): child is MenuEntry => child !== null && child.url !== "")
      : [];
  // An entry leads somewhere, or holds entries that do.
  if (url === "" && children.length === 0) return null;
  return {
    id,
    label: label.slice(0, 80),
    link_type: "url",
    page_id: null,
    url,
    target: entry.target === "_blank" ? "_blank" : "_self",
    children,
  };
}

function logoOf(body: unknown): ExternalNavigation["logo"] {
  const logo = record(record(body)?.logo);
  const src = text(logo?.src) ?? text(logo?.url) ?? text(logo?.logo);
  if (!logo || !src || !SITE_PATH.test(src)) return null;
  const homepage = text(logo.homepage) ?? text(logo.href) ?? "/";
  return { src, homepage: SAFE_URL.test(homepage) ? homepage : "/", alt: text(logo.alt) ?? "" };
}

/**
 * The navigation service's answer as a header menu, or null when it holds no usable entry (the site's
 * own menu is shown then). Entries need a label and a link (or children with links); links other than
 * site paths, anchors, http(s), mailto and tel are dropped, as is a logo that is not an image on this
 * site. `disable` leaves out entries by id at any level; `enable`, when not empty, keeps only the
 * top-level entries it names.
 */
export function externalNavigationFrom(
  body: unknown,
  setting: Pick<ExternalNavigationSetting, "disable" | "enable">,
): ExternalNavigation | null {
  const list = listOf(body);
  if (!list) return null;
  const drop = new Set(setting.disable ?? []);
  const keep = new Set(setting.enable ?? []);
  const entries = list
    .slice(0, MAX_ENTRIES)
    .map((raw, index) => entryOf(raw, `nav-${index}`, 1, drop))
    .filter((entry): entry is MenuEntry => entry !== null)
    .filter((entry) => keep.size === 0 || keep.has(entry.id));
  if (entries.length === 0) return null;
  return { entries, logo: logoOf(body) };
}

/** The service's URL for a language: {locale} replaced (URL-encoded). */
export function externalNavigationUrl(template: string, locale: string): string {
  return template.replaceAll("{locale}", encodeURIComponent(locale));
}
