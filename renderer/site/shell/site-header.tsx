import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { isCurrent, menuForPath, type MenuEntry } from "../../../model/navigation/menu.ts";
import { HeaderSearch } from "./popup-search-island.tsx";
import { usePageLanguage } from "./page-language.ts";
import type { LanguageLink } from "../../../model/i18n/locales.ts";
import { useUiText } from "../../primitives/ui-text.tsx";
import { isNavigationHidden, logoForPath, type SiteSettings } from "../../../model/site/site-data.ts";
import { useStylesheet } from "../../page/render-environment.ts";

/**
 * The site navigation: the menu of the path's brand page set (edited in the admin; the built-in
 * links when there is none), or the navigation service's menu when navigation.variant is external and
 * the service answered. Drawn on the server with no JavaScript: a submenu is a <details>
 * disclosure (Enter or Space opens it; the shared `name` keeps one open at a time), and the
 * small-screen menu is one too, so a page of static blocks stays script-free. Hidden on the paths of
 * navigation.disabled_on_pages (not on the jdx theme); the logo and its home link follow
 * navigation.logo_settings by path. A page with the logo-only header setting gets the logo alone; the
 * newer style (navigation.variant newer) is a centred logo with a Menu button opening every entry.
 */
export function SiteHeader({ settings, currentPath }: { settings: SiteSettings; currentPath: string }) {
  const t = useUiText();
  const language = usePageLanguage();
  const logoOnly = useMatches().some(
    (match) => (match.data as { logoOnlyHeader?: boolean } | undefined)?.logoOnlyHeader === true,
  );
  if (isNavigationHidden(settings, currentPath)) return null;
  const external = settings.navigationVariant === "external" ? (settings.externalNavigation ?? null) : null;
  const pathLogo = logoForPath(settings, currentPath);
  const logo = external?.logo ? { logo: external.logo.src, homepage: external.logo.homepage } : pathLogo;
  const logoLink = (
    <a
      className="site-header__logo"
      href={logo?.homepage ?? language.home}
      aria-label={t("header.home", { site: settings.siteName })}
    >
      {logo ? <img className="site-header__logo-image" src={logo.logo} alt="" /> : <Logo theme={settings.theme} />}
      <span className="site-header__name">{settings.siteName}</span>
    </a>
  );
  if (logoOnly)
    return (
      <header className="site-header site-header--logo-only" data-scroll-offset data-navigation="logo-only">
        <div className="site-header__inner">{logoLink}</div>
      </header>
    );
  const entries = external?.entries ?? headerEntries(settings, currentPath, language.isDefault ? null : language.code);
  const source = external ? "external" : "site";
  if (settings.navigationVariant === "newer")
    return <NewerHeader entries={entries} currentPath={currentPath} logoLink={logoLink} popup={settings.searchPopup} />;
  return (
    <header className="site-header" data-scroll-offset data-navigation={source}>
      <div className="site-header__inner">
        {logoLink}
        <nav className="site-header__nav" aria-label={t("header.main_nav")}>
          <ul className="site-header__links">
            {entries.map((entry) => (
              <li key={entry.id}>
                {entry.children.length > 0 ? (
                  <details className="site-header__group" name="site-header-menu">
                    <summary
                      className="site-header__group-button"
                      data-current={inBranch(entry, currentPath) || undefined}
                    >
                      {entry.label}
                    </summary>
                    <ul className="site-header__submenu">
                      {entry.url ? (
                        <li>
                          <MenuLink entry={entry} currentPath={currentPath} />
                        </li>
                      ) : null}
                      {entry.children.map((child) => (
                        <li key={child.id}>
                          <MenuLink entry={child} currentPath={currentPath} />
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <MenuLink entry={entry} currentPath={currentPath} />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <details className="site-header__menu">
          <summary className="site-header__menu-button">{t("header.menu")}</summary>
          <nav className="site-header__menu-panel" aria-label={t("header.mobile_nav")}>
            <MenuTree entries={entries} currentPath={currentPath} />
          </nav>
        </details>
        <LanguageSwitcher links={language.switcher} />
        <HeaderSearch popup={settings.searchPopup} />
      </div>
    </header>
  );
}

/** Every entry with its children listed under it: the small-screen menu, and the newer header's panel. */
function MenuTree({ entries, currentPath }: { entries: readonly MenuEntry[]; currentPath: string }) {
  return (
    <ul className="site-header__links">
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.url ? (
            <MenuLink entry={entry} currentPath={currentPath} />
          ) : (
            <span className="site-header__heading">{entry.label}</span>
          )}
          {entry.children.length > 0 ? (
            <ul className="site-header__sublinks" aria-label={entry.label}>
              {entry.children.map((child) => (
                <li key={child.id}>
                  <MenuLink entry={child} currentPath={currentPath} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Its own stylesheet: only sites on the newer style load it. */
const NEWER_HEADER_STYLESHEET = "renderer/site/styles/header-newer.css";

/**
 * The newer navigation (the redesigned header): a Menu button at the start, the logo in the middle,
 * languages and search at the end, at every width. Menu opens a panel with every entry and its
 * sub-entries in columns at once: no second click per group. A <details> disclosure, no JavaScript.
 */
function NewerHeader({
  entries,
  currentPath,
  logoLink,
  popup,
}: {
  entries: readonly MenuEntry[];
  currentPath: string;
  logoLink: ReactNode;
  popup: boolean;
}) {
  const t = useUiText();
  const language = usePageLanguage();
  useStylesheet(NEWER_HEADER_STYLESHEET);
  return (
    <header className="site-header site-header--newer" data-scroll-offset data-navigation="newer">
      <div className="site-header__inner">
        <details className="site-header__menu">
          <summary className="site-header__menu-button">{t("header.menu")}</summary>
          <nav className="site-header__menu-panel" aria-label={t("header.main_nav")}>
            <MenuTree entries={entries} currentPath={currentPath} />
          </nav>
        </details>
        {logoLink}
        <div className="site-header__end">
          <LanguageSwitcher links={language.switcher} />
          <HeaderSearch popup={popup} />
        </div>
      </div>
    </header>
  );
}

/**
 * The other languages of the page, each named in itself: a link to the page's translation, else to
 * that language's home (decision 129). Plain links, so it works without JavaScript.
 */
function LanguageSwitcher({ links }: { links: readonly LanguageLink[] }) {
  const t = useUiText();
  if (links.length === 0) return null;
  return (
    <nav className="site-header__languages" aria-label={t("header.language")}>
      <ul className="site-header__links">
        {links.map((link) => (
          <li key={link.code}>
            <a href={link.href} lang={link.code} hrefLang={link.code} dir={link.dir}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page set's menu (the page language's own when it has one), or the built-in links when no menu applies. */
function headerEntries(settings: SiteSettings, currentPath: string, locale: string | null): readonly MenuEntry[] {
  const menu = menuForPath(settings.menus, currentPath, locale);
  if (menu.length > 0) return menu;
  return settings.navigation.map((link) => ({
    id: link.url,
    label: link.label,
    link_type: "url" as const,
    page_id: null,
    url: link.url,
    target: "_self" as const,
    children: [],
  }));
}

function inBranch(entry: MenuEntry, path: string): boolean {
  return isCurrent(entry, path) || entry.children.some((child) => inBranch(child, path));
}

function MenuLink({ entry, currentPath }: { entry: MenuEntry; currentPath: string }) {
  const blank = entry.target === "_blank";
  const t = useUiText();
  return (
    <a
      href={entry.url}
      aria-current={isCurrent(entry, currentPath) ? "page" : undefined}
      target={blank ? "_blank" : undefined}
      rel={blank ? "noopener noreferrer" : undefined}
    >
      {entry.label}
      {blank ? <span className="visually-hidden"> {t("header.new_tab")}</span> : null}
    </a>
  );
}

function Logo({ theme }: { theme: SiteSettings["theme"] }) {
  // A neutral local mark per theme; brand logos come from the navigation.logo_settings setting.
  return theme === "lrdx" ? (
    <svg className="site-header__mark" viewBox="0 0 48 24" width="48" height="24" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="46" height="22" rx="11" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 16 20 8l6 6 4-4 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  ) : (
    <svg className="site-header__mark" viewBox="0 0 48 24" width="48" height="24" aria-hidden="true" focusable="false">
      <path d="M4 18c8-10 20-14 40-12-12 2-22 6-28 14z" fill="currentColor" />
    </svg>
  );
}
