import type { SettingValues } from "../../generated/contracts/settings.ts";
import { DEFAULT_OPTIONAL_SCOPES, type ConsentScope, type ConsentStrategy } from "./consent-state.ts";

/** The consent.banner setting as stored (its type is the settings registry's, schemas/settings.schema.json). */
export type StoredConsentBanner = NonNullable<SettingValues["consent.banner"]>;

/** The banner as the site draws it, defaults filled in. */
export interface ConsentBanner {
  title: string;
  titleLevel: 1 | 2 | 3 | 4 | 5 | 6;
  text: string;
  acceptLabel: string;
  rejectLabel: string;
  chooseLabel: string;
  saveLabel: string;
  buttonPosition: "left" | "center" | "right";
  policyUrl: string | null;
  /** The optional scopes a visitor may choose. */
  scopes: ConsentScope[];
  scopeLabels: Record<string, string>;
  placeholderText: string;
}

/** What the site knows about consent: null when it is not configured (no banner, everything runs, no JavaScript). */
export interface ConsentSettings {
  strategy: ConsentStrategy;
  banner: ConsentBanner;
}

const SCOPE_LABELS: Record<ConsentScope, string> = {
  C0001: "Strictly necessary cookies",
  C0002: "Performance and statistics cookies",
  C0004: "Marketing cookies",
  statistic: "Statistics cookies",
  marketing: "Marketing cookies",
  unclassified: "Unclassified cookies",
};

/** What embedded content (a video, a map) shows while the cookies it needs are declined; the seed does not give the text. */
export const DEFAULT_CONSENT_PLACEHOLDER =
  "This content sets marketing cookies, which you have declined. Allow them to see it.";

function level(value: number | string | undefined): ConsentBanner["titleLevel"] {
  const parsed = typeof value === "number" ? value : typeof value === "string" ? Number(value.replace(/^h/i, "")) : 2;
  return Number.isInteger(parsed) && parsed >= 1 && parsed <= 6 ? (parsed as ConsentBanner["titleLevel"]) : 2;
}

/**
 * The consent settings from the stored (already schema-checked) banner and strategy: consent is
 * configured only when a banner exists and the strategy is basic (strategy none: always accepted).
 */
export function consentSettings(
  banner: StoredConsentBanner | null,
  strategy: ConsentStrategy = "basic",
): ConsentSettings | null {
  if (!banner || strategy === "none") return null;
  const scopes = banner.scopes && banner.scopes.length > 0 ? banner.scopes : [...DEFAULT_OPTIONAL_SCOPES];
  const labels: Record<string, string> = {};
  for (const scope of scopes) labels[scope] = banner.scope_labels?.[scope] ?? SCOPE_LABELS[scope];
  return {
    strategy,
    banner: {
      title: banner.title,
      titleLevel: level(banner.title_level),
      text: banner.text ?? "",
      acceptLabel: banner.accept_label,
      rejectLabel: banner.reject_label ?? "Reject all",
      chooseLabel: banner.choose_label ?? "Choose cookies",
      saveLabel: banner.save_label ?? "Save choice",
      buttonPosition: banner.button_position ?? "right",
      policyUrl: banner.policy_url ?? null,
      scopes,
      scopeLabels: labels,
      placeholderText: banner.placeholder_text ?? DEFAULT_CONSENT_PLACEHOLDER,
    },
  };
}
