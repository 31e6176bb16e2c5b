import { matchesUrlBrands } from "./url-brands.ts";

/**
 * The dynamic-content engine (5 and 7): one place that
 * decides whether content under a rule shows. The server decides every rule whose facts it has
 * (url_brands from the path, mena_offers from the active offers, reffine_sl from the dynamic-content
 * lists); mena_external_sl needs the external stock locator and is decided in the browser
 * (docs/decisions/100-dynamic-content-rules.md).
 */

export type DynamicContentRule = {
  key: "url_brands" | "mena_offers" | "reffine_sl" | "mena_external_sl";
  value: string;
  name?: string;
  fallback?: boolean;
};

export interface DynamicContentFacts {
  path: string;
  offers: ReadonlyArray<Readonly<Record<string, unknown>>>;
  /** Dynamic-content lists by name, values normalised; null when the lists are not configured. */
  lists: ReadonlyMap<string, ReadonlySet<string>> | null;
  log?: (message: string) => void;
}

export type ServerDecision = "visible" | "hidden" | "browser";

/** A value is normalised: trimmed, spaces to underscores, lower case. */
export function normaliseValue(value: unknown): string {
  return String(value).trim().replace(/\s+/g, "_").toLowerCase();
}

/** The error logged when reffine_sl has no lists to read. */
export const REFFINE_MISSING_SETTINGS_MESSAGE =
  "Dynamic content (reffine_sl): missing API URL or list setting (dynamic_content.lists); content shown";

/**
 * The keys a mena_offers rule supplies: a JSON object (`{"car_model_key": "defender"}`) or
 * comma-separated `key=value` pairs (`car_model_key=defender, model_year=2025`). A null value (JSON) or
 * an empty one (`key=`) supplies nothing for that key.
 */
export function offerCriteria(value: string): Map<string, string | null> {
  const criteria = new Map<string, string | null>();
  const text = value.trim();
  if (text.startsWith("{")) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
        for (const [key, raw] of Object.entries(parsed)) {
          criteria.set(key.trim(), raw === null || raw === undefined ? null : normaliseValue(raw));
        }
      }
    } catch {
      // Not JSON: read as pairs below.
    }
    if (criteria.size > 0) return criteria;
  }
  for (const pair of text.split(",")) {
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    const key = pair.slice(0, at).trim();
    const raw = pair.slice(at + 1).trim();
    if (key) criteria.set(key, raw === "" || raw === "null" ? null : normaliseValue(raw));
  }
  return criteria;
}

/**
 * mena_offers: visible when one offer has, for every supplied key, a value equal to the supplied one
 * after normalising. An empty offer list hides; a null value (supplied, or the offer's) counts as a match.
 */
export function matchesOffers(value: string, offers: DynamicContentFacts["offers"]): boolean {
  if (offers.length === 0) return false;
  const criteria = [...offerCriteria(value)].filter(([, wanted]) => wanted !== null);
  if (criteria.length === 0) return true;
  return offers.some((offer) =>
    criteria.every(([key, wanted]) => {
      const actual = offer[key];
      if (actual === null || actual === undefined) return actual === null;
      return normaliseValue(actual) === wanted;
    }),
  );
}

/**
 * reffine_sl: visible when the named list holds the normalised value. A missing name or value shows the
 * content; missing lists (no API URL or list setting) log an error and show the content.
 */
function matchesList(
  rule: { value: string; name?: string },
  lists: DynamicContentFacts["lists"],
  log?: (message: string) => void,
): boolean {
  const name = rule.name?.trim() ?? "";
  const value = rule.value.trim();
  if (name === "" || value === "") return true;
  if (lists === null) {
    log?.(REFFINE_MISSING_SETTINGS_MESSAGE);
    return true;
  }
  return lists.get(name)?.has(normaliseValue(value)) ?? false;
}

/** The model families: a key starting with one also counts as the family. */
const MODEL_FAMILIES = ["defender", "discovery", "range_rover"] as const;
/** Jaguar model keys (the any_jag group); Land Rover models are the families above (any_lr). */
const JAGUAR_MODELS = ["f_pace", "e_pace", "i_pace", "f_type", "xe", "xf", "xj", "type_00", "jaguar"] as const;

/**
 * The keys of the external stock locator's first item, expanded: `range_rover_sport` also counts as
 * `range_rover`, any Land Rover family adds `any_lr`, any Jaguar model adds `any_jag`.
 */
export function expandStockKeys(keys: Iterable<string>): Set<string> {
  const expanded = new Set<string>();
  for (const raw of keys) {
    const key = normaliseValue(raw).replace(/-/g, "_");
    if (key === "") continue;
    expanded.add(key);
    for (const family of MODEL_FAMILIES) {
      if (key === family || key.startsWith(`${family}_`)) {
        expanded.add(family);
        expanded.add("any_lr");
      }
    }
    if (key.startsWith("land_rover")) expanded.add("any_lr");
    if (JAGUAR_MODELS.some((model) => key === model || key.startsWith(`${model}_`))) expanded.add("any_jag");
  }
  return expanded;
}

/** mena_external_sl: visible when the value is among the (expanded) keys of the first returned item. */
export function matchesExternalStock(value: string, items: unknown): boolean {
  const first = Array.isArray(items) ? (items[0] as unknown) : undefined;
  if (!first || typeof first !== "object") return false;
  const keys = expandStockKeys(Object.keys(first));
  return keys.has(normaliseValue(value).replace(/-/g, "_"));
}

/**
 * What the server makes of content under `rule`: visible, hidden, or "browser" when the rule needs an
 * external source (mena_external_sl). No rule, or an unknown key, is visible.
 */
export function decideOnServer(
  rule: DynamicContentRule | null | undefined,
  facts: DynamicContentFacts,
): ServerDecision {
  if (!rule) return "visible";
  switch (rule.key) {
    case "url_brands":
      return matchesUrlBrands(rule, facts.path) ? "visible" : "hidden";
    case "mena_offers":
      return matchesOffers(rule.value, facts.offers) ? "visible" : "hidden";
    case "reffine_sl":
      return matchesList(rule, facts.lists, facts.log) ? "visible" : "hidden";
    case "mena_external_sl":
      return "browser";
    default:
      return "visible";
  }
}

/** The strategy's states. */
type DynamicContentStatus = "not_initialised" | "fetching" | "fetched";

export interface DynamicContentState {
  status: DynamicContentStatus;
  mounted: boolean;
  /** The strategy's verdict once fetched; null when the source could not be read. */
  valid: boolean | null;
}

export type DynamicContentEvent =
  { type: "mounted"; enabled: boolean } | { type: "fetched"; valid: boolean } | { type: "failed" };

export const INITIAL_DYNAMIC_CONTENT_STATE: DynamicContentState = {
  status: "not_initialised",
  mounted: false,
  valid: null,
};

/**
 * The browser side's state machine: not initialised, then fetching (only once mounted and enabled),
 * then fetched. A failed fetch ends fetched with no verdict.
 */
export function nextDynamicContentState(state: DynamicContentState, event: DynamicContentEvent): DynamicContentState {
  switch (event.type) {
    case "mounted":
      if (state.status !== "not_initialised") return { ...state, mounted: true };
      return { ...state, mounted: true, status: event.enabled ? "fetching" : "not_initialised" };
    case "fetched":
      return state.status === "fetching" ? { ...state, status: "fetched", valid: event.valid } : state;
    case "failed":
      return state.status === "fetching" ? { ...state, status: "fetched", valid: null } : state;
  }
}

/**
 * Whether the content shows: visible until mounted and while the strategy is disabled or fetching;
 * then per the verdict. Without a verdict (unreachable source) the rule's fallback decides.
 */
export function isDynamicContentVisible(state: DynamicContentState, fallback = false): boolean {
  if (!state.mounted || state.status !== "fetched") return true;
  if (state.valid === null) return fallback;
  return state.valid;
}

/**
 * Whether content under a rule shows on `path` when only the path is known (the footer's and the FAB's
 * items, whose rules are url_brands): url_brands is decided by the engine; any other rule is left
 * visible (its facts are not at hand).
 */
export function visibleOnServer(
  rule: { key: string; value: string; name?: string; fallback?: boolean } | null | undefined,
  path: string,
): boolean {
  if (!rule || rule.key !== "url_brands") return true;
  return decideOnServer(rule as DynamicContentRule, { path, offers: [], lists: null }) !== "hidden";
}
