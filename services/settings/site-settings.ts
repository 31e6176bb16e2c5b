import type { Kysely } from "kysely";
import { siteFieldMappings, type StoredFieldMappings } from "../../model/forms/prefill.ts";
import type { FontSize, HeaderSize, HeaderTag } from "../../generated/contracts/block-types.ts";
import {
  DEFAULT_SETTINGS,
  type LogoSetting,
  type NavigationVariant,
  type NotFoundPageSettings,
  type SiteMetaTag,
  type DynamicContentListSetting,
  type SiteSettings,
  type ThemeKey,
} from "../../model/site/site-data.ts";
import { consentSettings, type ConsentStrategy, type StoredConsentBanner } from "../../model/consent/index.ts";
import { exitPopupSettings, type StoredExitPopup, type StoredFloatingAction } from "../../model/overlays/index.ts";
import type { Database } from "../db/schema.ts";
import { siteRevision } from "../foundation/site-revisions.ts";
import { checkSetting } from "./setting-definitions.ts";
import { settingsReader } from "./settings-reader.ts";
import type { SettingKey } from "../../generated/contracts/settings.ts";
import type { ExternalNavigationSetting } from "../../model/navigation/external-navigation.ts";
import { isTimeZone } from "../../model/dynamic-content/index.ts";
import {
  footerKeyLocale,
  normaliseFooter,
  type SiteFooters,
  type StructuredFooter,
} from "../../model/footer/footer.ts";
import { defaultLocale, normaliseLocales } from "../../model/i18n/locales.ts";
import { TRANSLATIONS_ID_PATTERN, uiStringOverrides } from "../../model/i18n/ui-string-settings.ts";
import { sanitizeRichText } from "../../model/rich-text/sanitize-html.ts";

/** What a broken stored value (the 404 page, logos, ...) logs; the default is used instead. */
export const SETTING_WARNINGS = {
  notFoundJson: "Invalid JSON in 404 page setting",
  logosJson: "Invalid JSON in navigation.logo_settings",
  logosKeys: "missing matchingPath, homepage or logo key",
  meta: 'Please check your "meta" settings in admin panel.',
} as const;

/** The footer settings: three structured footers and the raw HTML fallback. */
const FOOTER_SETTING_KEYS = ["footer.config", "footer.redesign_config", "footer.l460_config", "footer.html"] as const;

/** The keys the site shell reads. */
export const SITE_SETTING_KEYS = [
  "site.theme",
  "site.name",
  "site.origin",
  "meta.title_divider",
  "meta",
  "general.404_page",
  "navigation.logo_settings",
  "navigation.disabled_on_pages",
  "navigation.variant",
  "navigation.external",
  "site.locales",
  "analytics.enabled",
  "forms.recaptcha.enabled",
  "forms.recaptcha.site_key",
  "forms.field_mappings",
  "browser_errors.sample_rate",
  "search.popup.enabled",
  "caching.shared_max_age",
  "caching.stale_while_revalidate",
  "showroom.enquiry_form",
  "consent.banner",
  "consent.strategy",
  "exit_popup.config",
  "floating_action_button.config",
  "general.mena_retailers.footer.config.api",
  // Read by siteSettingsFrom below: without them the time zone, reffine_sl lists and the external
  // stock URL were never loaded, whatever was saved.
  "site.time_zone",
  "dynamic_content.lists",
  "dynamic_content.external_sl_url",
  ...FOOTER_SETTING_KEYS,
] as const satisfies readonly SettingKey[];

type Warn = (message: string) => void;

/**
 * A stored value checked against its definition; `fallback` (logged) when it does not parse or
 * match. `messages` put the seed's own words in front of the log line.
 */
function read<T>(
  values: ReadonlyMap<string, string>,
  key: string,
  fallback: T,
  warn: Warn,
  messages: { json?: string; schema?: string } = {},
): T {
  const raw = values.get(key);
  if (raw === undefined) return fallback;
  const check = checkSetting(key, raw);
  if (check.ok) return check.value as T;
  if (check.kind === "json")
    warn(messages.json ? `${messages.json}: ${check.message}` : `${check.message}; using the default`);
  else warn(messages.schema ? `${messages.schema} ${check.message}` : `${check.message}; using the default`);
  return fallback;
}

/** A whole number of seconds, at most a day; the default when unset. */
function seconds(text: string, fallback: number): number {
  return text === "" ? fallback : Math.min(Number(text), 86_400);
}

function headerTag(value: unknown, fallback: HeaderTag): HeaderTag {
  const level = typeof value === "number" ? value : typeof value === "string" ? Number(value.replace(/^h/i, "")) : NaN;
  return Number.isInteger(level) && level >= 1 && level <= 6 ? (level as HeaderTag) : fallback;
}

function notFoundPage(stored: Record<string, unknown> | null): NotFoundPageSettings {
  const defaults = DEFAULT_SETTINGS.notFoundPage;
  if (!stored) return defaults;
  const text = (value: unknown, fallback: string) =>
    typeof value === "string" && value.trim() !== "" ? value : fallback;
  const image = stored.image_id;
  return {
    heading: text(stored.heading, defaults.heading),
    paragraph: text(stored.paragraph, defaults.paragraph),
    image_id:
      typeof image === "number" ? String(image) : typeof image === "string" && image !== "" ? image : defaults.image_id,
    button_label: text(stored.button_label, defaults.button_label),
    header_tag: headerTag(stored.header_tag, defaults.header_tag),
    header_size: (stored.header_size as HeaderSize | undefined) ?? defaults.header_size,
    font_size: (stored.font_size as FontSize | undefined) ?? defaults.font_size,
  };
}

/**
 * The settings the site shell reads, from stored values by key: each checked against its definition
 * (schemas/settings.schema.json); a broken value is logged with `warn` and its default used.
 */
function siteSettingsFrom(
  values: ReadonlyMap<string, string>,
  warn: Warn = () => {},
): Omit<SiteSettings, "metaheads" | "revision"> {
  return {
    ...DEFAULT_SETTINGS,
    theme: read<ThemeKey>(values, "site.theme", DEFAULT_SETTINGS.theme, warn),
    siteName: read(values, "site.name", DEFAULT_SETTINGS.siteName, warn),
    titleDivider: read(values, "meta.title_divider", DEFAULT_SETTINGS.titleDivider, warn),
    origin: read(values, "site.origin", DEFAULT_SETTINGS.origin, warn),
    notFoundPage: notFoundPage(
      read<Record<string, unknown> | null>(values, "general.404_page", null, warn, {
        json: SETTING_WARNINGS.notFoundJson,
      }),
    ),
    logos: logos(values, warn),
    metaTags: read<SiteMetaTag[]>(values, "meta", DEFAULT_SETTINGS.metaTags, warn, {
      json: SETTING_WARNINGS.meta,
      schema: SETTING_WARNINGS.meta,
    }).map((tag) => ({
      name: tag.name,
      content: tag.content ?? "",
    })),
    navigationDisabledOnPages: read(
      values,
      "navigation.disabled_on_pages",
      DEFAULT_SETTINGS.navigationDisabledOnPages,
      warn,
    ),
    navigationVariant: read<NavigationVariant>(values, "navigation.variant", DEFAULT_SETTINGS.navigationVariant, warn),
    externalNavigationSetting: read<ExternalNavigationSetting | null>(values, "navigation.external", null, warn),
    locales: normaliseLocales(read<unknown>(values, "site.locales", null, warn), warn),
    analyticsEnabled: read<string>(values, "analytics.enabled", "false", warn) === "true",
    recaptchaSiteKey:
      read<string>(values, "forms.recaptcha.enabled", "false", warn) === "true"
        ? read<string>(values, "forms.recaptcha.site_key", "", warn) || null
        : null,
    browserErrorSampleRate: Number(read<string>(values, "browser_errors.sample_rate", "1", warn)),
    searchPopup: read<string>(values, "search.popup.enabled", "false", warn) === "true",
    consent: consentSettings(
      read<StoredConsentBanner | null>(values, "consent.banner", null, warn),
      read<ConsentStrategy>(values, "consent.strategy", "basic", warn),
    ),
    exitPopup: exitPopupSettings(read<StoredExitPopup | null>(values, "exit_popup.config", null, warn)),
    floatingAction: read<StoredFloatingAction | null>(values, "floating_action_button.config", null, warn),
    formFieldMappings: siteFieldMappings(read<StoredFieldMappings | null>(values, "forms.field_mappings", null, warn)),
    footers: footers(values, warn),
    footerRetailersApi: read<string>(values, "general.mena_retailers.footer.config.api", "", warn).trim() || null,
    timeZone: timeZone(read<string>(values, "site.time_zone", DEFAULT_SETTINGS.timeZone, warn), warn),
    dynamicContentLists: read<DynamicContentListSetting[] | null>(values, "dynamic_content.lists", null, warn),
    externalStockUrl: read<string>(values, "dynamic_content.external_sl_url", "", warn).trim() || null,
    vehicleEnquiryFormId: read(values, "showroom.enquiry_form", DEFAULT_SETTINGS.vehicleEnquiryFormId, warn),
    sharedCache: {
      sharedMaxAge: seconds(
        read(values, "caching.shared_max_age", "", warn),
        DEFAULT_SETTINGS.sharedCache.sharedMaxAge,
      ),
      staleWhileRevalidate: seconds(
        read(values, "caching.stale_while_revalidate", "", warn),
        DEFAULT_SETTINGS.sharedCache.staleWhileRevalidate,
      ),
    },
  };
}

/** A time zone this runtime knows, else (logged) the default. */
function timeZone(zone: string, warn: Warn): string {
  if (isTimeZone(zone)) return zone;
  warn(`Unknown time zone in site.time_zone: ${zone}; ${DEFAULT_SETTINGS.timeZone} used`);
  return DEFAULT_SETTINGS.timeZone;
}

/**
 * The footers: each structured one parsed (invalid JSON logged, none used) and normalised by the seed's
 * rules, item by item (model/footer/footer.ts logs each drop); HTML sanitised.
 */
function footers(values: ReadonlyMap<string, string>, warn: Warn): SiteFooters {
  const structured = (key: string) => {
    const raw = values.get(key);
    if (raw === undefined || raw.trim() === "") return normaliseFooter(null, key, warn, sanitizeRichText);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      warn(`Invalid JSON in ${key}: ${(error as Error).message}; no structured footer`);
      return normaliseFooter(null, key, warn, sanitizeRichText);
    }
    return normaliseFooter(parsed, key, warn, sanitizeRichText);
  };
  const byLocale: Record<string, StructuredFooter> = {};
  for (const key of values.keys()) {
    const locale = footerKeyLocale(key);
    if (locale) byLocale[locale] = structured(key);
  }
  return {
    byLocale,
    main: structured("footer.config"),
    redesign: structured("footer.redesign_config"),
    l460: structured("footer.l460_config"),
    html: sanitizeRichText(values.get("footer.html") ?? ""),
  };
}

/** The logo list must parse and every entry needs all three keys, else the default logo is used. */
function logos(values: ReadonlyMap<string, string>, warn: Warn): LogoSetting[] {
  const raw = values.get("navigation.logo_settings");
  if (raw === undefined) return DEFAULT_SETTINGS.logos;
  const check = checkSetting("navigation.logo_settings", raw);
  if (check.ok) return check.value as LogoSetting[];
  if (check.kind === "json") warn(`${SETTING_WARNINGS.logosJson}: ${check.message}`);
  else if (check.kind === "schema" && check.issues.some((issue) => issue.keyword === "required"))
    warn(`${SETTING_WARNINGS.logosKeys}: ${check.message}`);
  else warn(`${check.message}; using the default logo`);
  // The list is discarded: the default logo everywhere, the built-in brand logos included.
  return [];
}

/** The two caching settings alone, for public JSON (the site shell reads them with the rest), through the one settings reader. */
export async function readSharedCachePolicy(db: Kysely<Database>): Promise<SiteSettings["sharedCache"]> {
  const texts = await settingsReader(db).texts(["caching.shared_max_age", "caching.stale_while_revalidate"]);
  return siteSettingsFrom(texts).sharedCache;
}

/**
 * The settings the site shell reads (no metaheads; `revision` is the "settings" revision). Unknown or
 * broken values fall back to the defaults (logged by `warn`).
 */
export async function readSiteSettings(db: Kysely<Database>, warn: Warn = () => {}): Promise<SiteSettings> {
  const stored = await settingsReader(db).stored();
  const siteKeys = new Set<string>(SITE_SETTING_KEYS);
  const rows = [...stored].map(([key, value]) => ({ key, value }));
  const translationRows = rows.filter((row) => row.key.startsWith("translations."));
  const localeFooterRows = rows.filter((row) => footerKeyLocale(row.key) !== null);
  const siteRows = rows.filter((row) => siteKeys.has(row.key));
  const settings = siteSettingsFrom(
    new Map([...siteRows, ...localeFooterRows].map((row) => [row.key, row.value])),
    warn,
  );
  return {
    ...settings,
    uiStrings: uiStringOverrides(
      new Map(
        translationRows
          .filter((row) => new RegExp(TRANSLATIONS_ID_PATTERN).test(row.key.slice("translations.".length)))
          .map((row) => [row.key, row.value]),
      ),
      settings.consent,
      defaultLocale(settings.locales).code,
      warn,
      settings.notFoundPage,
    ),
    metaheads: DEFAULT_SETTINGS.metaheads,
    revision: String(await siteRevision(db, "settings")),
  };
}
