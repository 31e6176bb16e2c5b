import {
  isNavigationHidden,
  logoForPath,
  type NavigationLink,
  type SiteSettings,
} from "../../../model/site/site-data.ts";

/**
 * The site navigation. The small-screen menu is a <details> disclosure, so it works with no
 * JavaScript: a page of static blocks stays script-free. Hidden on the paths of
 * navigation.disabled_on_pages (not on the jdx theme); the logo and its home link follow
 * navigation.logo_settings by path.
 */
export function SiteHeader({ settings, currentPath }: { settings: SiteSettings; currentPath: string }) {
  if (isNavigationHidden(settings, currentPath)) return null;
  const logo = logoForPath(settings, currentPath);
  return (
    <header className="site-header" data-scroll-offset>
      <div className="site-header__inner">
        <a className="site-header__logo" href={logo?.homepage ?? "/"} aria-label={`${settings.siteName} home`}>
          {logo ? <img className="site-header__logo-image" src={logo.logo} alt="" /> : <Logo theme={settings.theme} />}
          <span className="site-header__name">{settings.siteName}</span>
        </a>
        <nav className="site-header__nav" aria-label="Main">
          <NavigationList links={settings.navigation} currentPath={currentPath} />
        </nav>
        <details className="site-header__menu">
          <summary className="site-header__menu-button">Menu</summary>
          <nav className="site-header__menu-panel" aria-label="Main (mobile)">
            <NavigationList links={settings.navigation} currentPath={currentPath} />
          </nav>
        </details>
      </div>
    </header>
  );
}

function NavigationList({ links, currentPath }: { links: NavigationLink[]; currentPath: string }) {
  return (
    <ul className="site-header__links">
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} aria-current={link.url === currentPath ? "page" : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
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
