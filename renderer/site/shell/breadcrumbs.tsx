import { useRouteLoaderData } from "react-router";
import { breadcrumbsForPage, menuForPath, type Breadcrumb } from "../../../model/navigation/menu.ts";
import { DEFAULT_SETTINGS, type SiteSettings } from "../../../model/site/site-data.ts";
import { jsonForScript } from "../../primitives/json-script.ts";
import { useUiText } from "../../primitives/ui-text.tsx";
import { ROOT_ROUTE_ID } from "./layouts.tsx";
import { usePageLanguage } from "./page-language.ts";

/** Schema.org BreadcrumbList of a trail; URLs absolute when the site's origin is known. */
function breadcrumbListJson(crumbs: readonly Breadcrumb[], origin: string): string {
  return jsonForScript({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: crumb.url.startsWith("/") ? `${origin}${crumb.url}` : crumb.url,
    })),
  });
}

/**
 * The breadcrumb trail of a page: Home, the menu entries above the page's own entry in its page set's
 * menu, then the page (not a link: `aria-current`). With BreadcrumbList structured data. Nothing on
 * the home page.
 */
export function Breadcrumbs({
  path,
  title,
  under,
  className = "breadcrumbs",
}: {
  path: string;
  title: string;
  under?: Breadcrumb;
  className?: string;
}) {
  const settings = (useRouteLoaderData(ROOT_ROUTE_ID) as SiteSettings | undefined) ?? DEFAULT_SETTINGS;
  const t = useUiText();
  // The first crumb is always Home: its label in the page's language.
  const language = usePageLanguage();
  const menu = menuForPath(settings.menus, path, language.isDefault ? null : language.code);
  const crumbs = breadcrumbsForPage(menu, path, title, under, language.home).map((crumb, index) =>
    index === 0 ? { ...crumb, label: t("breadcrumbs.home") } : crumb,
  );
  if (crumbs.length === 0) return null;
  return (
    <nav className={className} aria-label={t("breadcrumbs.label")}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={index}>
              <span aria-current="page">{crumb.label}</span>
            </li>
          ) : (
            <li key={index}>
              <a href={crumb.url}>{crumb.label}</a>
            </li>
          ),
        )}
      </ol>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: breadcrumbListJson(crumbs, settings.origin) }}
      />
    </nav>
  );
}
