import type { SiteSettings } from "../../model/site/site-data.ts";
import { defaultLocale, localeForPath } from "../../model/i18n/locales.ts";
import type { SiteRequestContext } from "./route-context.ts";
import { digest } from "./short-digest.ts";

/**
 * The site settings for a request, with the footer's retailers when their API is configured (decision
 * 058: fetched on the server, cached, no section on failure) and the navigation service's menu when the
 * navigation style is external (decision 173: the same way; the site's own menu on failure). Both are
 * part of the page's HTML, so a digest of them joins the settings revision, which keys the HTML cache.
 */
export async function settingsForRequest(data: SiteRequestContext["data"], url: URL): Promise<SiteSettings> {
  const settings = await data.settings();
  const wantsNavigation =
    settings.navigationVariant === "external" && settings.externalNavigationSetting !== null && data.externalNavigation;
  const wantsRetailers = settings.footerRetailersApi !== null && data.footerRetailers;
  if (!wantsNavigation && !wantsRetailers) return settings;
  const locale = (localeForPath(settings.locales, url.pathname) ?? defaultLocale(settings.locales)).code;
  const [retailers, navigation] = await Promise.all([
    wantsRetailers ? data.footerRetailers!(settings.footerRetailersApi!) : null,
    wantsNavigation ? data.externalNavigation!(settings.externalNavigationSetting!, locale) : null,
  ]);
  let result = settings;
  if (retailers && retailers.length > 0)
    result = {
      ...result,
      footerRetailers: retailers,
      revision: `${result.revision}.r${digest(JSON.stringify(retailers))}`,
    };
  if (navigation)
    result = {
      ...result,
      externalNavigation: navigation,
      revision: `${result.revision}.n${digest(JSON.stringify(navigation))}`,
    };
  return result;
}
