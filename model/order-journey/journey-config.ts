/**
 * The showroom config entries and what the order-online
 * journey reads from them: its steps (count and labels), its pages and its vendor. Each entry is a
 * setting `showroom_config.<config_type>` (schemas/settings.schema.json) served by
 * GET /public_api/showroom_config?config_type=a,b. The configurator journey reads the config_ variants.
 */
import type { Availability } from "../listings/availability.ts";

const BASE_CONFIG_TYPES = [
  "cash",
  "lease",
  "subscription",
  "additional",
  "order_online",
  "order_online_steps_page",
  "order_online_checkout_page",
  "order_online_success_page",
] as const;
export type BaseConfigType = (typeof BASE_CONFIG_TYPES)[number];

/** Every config type: the base ones and their config_-prefixed configurator variants. */
export const CONFIG_TYPES = [...BASE_CONFIG_TYPES, ...BASE_CONFIG_TYPES.map((type) => `config_${type}` as const)];
export type ConfigType = BaseConfigType | `config_${BaseConfigType}`;

/** The setting that holds a config entry's data. */
export const CONFIG_SETTING_PREFIX = "showroom_config.";

export function isConfigType(value: string): value is ConfigType {
  return (CONFIG_TYPES as readonly string[]).includes(value);
}

export interface ShowroomConfigEntry {
  config_type: ConfigType;
  data: Record<string, unknown>;
}

/** The journey starts in normal mode (a stock vehicle) or configurator mode (a configured vehicle, config_url). */
export type JourneyMode = "normal" | "configurator";

export function journeyMode(configUrl: string | null | undefined): JourneyMode {
  return configUrl ? "configurator" : "normal";
}

/** The configuration variant a mode reads: config_<type> in configurator mode. */
export function configTypeFor(mode: JourneyMode, type: BaseConfigType): ConfigType {
  return mode === "configurator" ? `config_${type}` : type;
}

/** Vendor NO_PAYMENT_JAPAN means a free reservation with no payment step. */
export const FREE_RESERVATION_VENDOR = "NO_PAYMENT_JAPAN";

/** The kinds of step, each with the validations it needs before the visitor may leave it. */
const STEP_VALIDATIONS = {
  /** The visitor confirmed the vehicle (and, for a stock vehicle, holds its reservation lock). */
  vehicle: ["vehicle"],
  /** The customer details form was sent (a lead through the forms service). */
  customer_details: ["form"],
  /** The terms were accepted; this step is the checkout route. */
  checkout: ["terms"],
} as const satisfies Record<string, readonly string[]>;
type StepType = keyof typeof STEP_VALIDATIONS;

export interface JourneyStep {
  label: string;
  type: StepType;
}

export interface OrderOnlineSettings {
  enabled: boolean;
  vendor: string;
  /** Vehicle statuses that may be ordered online. */
  orderable_statuses: string[];
  /** The call to action's label on the showroom page (empty: "Reserve online" for a free reservation, else "Order online"). */
  cta_label: string;
}

export interface JourneyPages {
  steps: string;
  checkout: string;
  success: string;
}

export const DEFAULT_STEPS: readonly JourneyStep[] = [
  { label: "Your vehicle", type: "vehicle" },
  { label: "Your details", type: "customer_details" },
  { label: "Reserve", type: "checkout" },
];

const DEFAULT_ORDER_ONLINE: OrderOnlineSettings = {
  enabled: true,
  vendor: FREE_RESERVATION_VENDOR,
  orderable_statuses: ["stock", "available_soon"],
  cta_label: "",
};

/** The CMS pages the journey's routes show (each holds the Order online checkout block). */
const DEFAULT_PAGES: JourneyPages = {
  steps: "/order-online/steps",
  checkout: "/order-online/checkout",
  success: "/order-online/success",
};

function entryData(entries: readonly ShowroomConfigEntry[], type: ConfigType): Record<string, unknown> | null {
  return entries.find((entry) => entry.config_type === type)?.data ?? null;
}

function isStepType(value: unknown): value is StepType {
  return typeof value === "string" && value in STEP_VALIDATIONS;
}

/**
 * The journey's steps from the steps page entry: labelled steps of a known type, the checkout step
 * last and once (added when missing). Without usable steps, the defaults.
 */
export function journeySteps(entries: readonly ShowroomConfigEntry[], mode: JourneyMode): JourneyStep[] {
  const raw = entryData(entries, configTypeFor(mode, "order_online_steps_page"))?.steps;
  const steps = Array.isArray(raw)
    ? raw.flatMap((step: unknown) => {
        const candidate = step as { label?: unknown; type?: unknown } | null;
        return candidate && isStepType(candidate.type) && typeof candidate.label === "string" && candidate.label.trim()
          ? [{ label: candidate.label.trim(), type: candidate.type }]
          : [];
      })
    : [];
  const withoutCheckout = steps.filter((step) => step.type !== "checkout");
  if (withoutCheckout.length === 0) return [...DEFAULT_STEPS];
  const checkout = steps.find((step) => step.type === "checkout") ?? DEFAULT_STEPS.at(-1)!;
  return [...withoutCheckout, checkout];
}

/** The validations each step needs, by index (for the steps model). */
export function stepRequirements(steps: readonly JourneyStep[]): (readonly string[])[] {
  return steps.map((step) => STEP_VALIDATIONS[step.type]);
}

export function orderOnlineSettings(entries: readonly ShowroomConfigEntry[], mode: JourneyMode): OrderOnlineSettings {
  const data = entryData(entries, configTypeFor(mode, "order_online")) ?? {};
  const statuses = Array.isArray(data.orderable_statuses)
    ? data.orderable_statuses.filter((status): status is string => typeof status === "string")
    : DEFAULT_ORDER_ONLINE.orderable_statuses;
  return {
    enabled: typeof data.enabled === "boolean" ? data.enabled : DEFAULT_ORDER_ONLINE.enabled,
    vendor: typeof data.vendor === "string" && data.vendor ? data.vendor : DEFAULT_ORDER_ONLINE.vendor,
    orderable_statuses: statuses,
    cta_label: typeof data.cta_label === "string" ? data.cta_label : DEFAULT_ORDER_ONLINE.cta_label,
  };
}

export function journeyPages(entries: readonly ShowroomConfigEntry[], mode: JourneyMode): JourneyPages {
  const path = (type: BaseConfigType, fallback: string): string => {
    const value = entryData(entries, configTypeFor(mode, type))?.page_path;
    return typeof value === "string" && value.startsWith("/") ? value : fallback;
  };
  return {
    steps: path("order_online_steps_page", DEFAULT_PAGES.steps),
    checkout: path("order_online_checkout_page", DEFAULT_PAGES.checkout),
    success: path("order_online_success_page", DEFAULT_PAGES.success),
  };
}

/** The call to action's built-in labels (English); a page in another language shows its own words for them. */
export const DEFAULT_CTA_LABELS = { reserve: "Reserve online", order: "Order online" } as const;

/**
 * The showroom's call to action for a vehicle, or null when it cannot be ordered online: the journey
 * is off, its status is not one the settings sell online, or it cannot be bought (reserved or sold,
 * model/listings/availability.ts).
 */
export function orderCallToAction(
  settings: OrderOnlineSettings,
  vehicle: { id: string; status: string; availability: Availability },
): { label: string; href: string } | null {
  if (!settings.enabled || vehicle.availability !== "available") return null;
  if (!settings.orderable_statuses.includes(vehicle.status)) return null;
  const label =
    settings.cta_label ||
    (settings.vendor === FREE_RESERVATION_VENDOR ? DEFAULT_CTA_LABELS.reserve : DEFAULT_CTA_LABELS.order);
  return { label, href: `${ORDER_ONLINE_ROUTES.details}/${encodeURIComponent(vehicle.id)}` };
}

/** The journey's routes. */
export const ORDER_ONLINE_ROUTES = {
  start: "/showroom-order-online",
  details: "/showroom-order-online/vehicle",
  checkout: "/showroom-order-online/checkout",
  success: "/showroom-order-online/success",
  confirmation: "/showroom-order-online/confirmation",
} as const;

export type JourneyView = "start" | "details" | "checkout" | "success" | "confirmation";

/** Which view of the journey a path is, with the vehicle id or order number it carries. */
export function journeyViewOf(pathname: string): { view: JourneyView; param: string | null } | null {
  const path = pathname.replace(/\/+$/, "");
  const tail = (prefix: string): string | null | undefined => {
    if (path === prefix) return null;
    if (!path.startsWith(`${prefix}/`)) return undefined;
    const rest = path.slice(prefix.length + 1);
    return rest.includes("/") ? undefined : decodeURIComponent(rest);
  };
  const details = tail(ORDER_ONLINE_ROUTES.details);
  if (details !== undefined) return { view: "details", param: details };
  const confirmation = tail(ORDER_ONLINE_ROUTES.confirmation);
  if (confirmation) return { view: "confirmation", param: confirmation };
  if (path === ORDER_ONLINE_ROUTES.checkout) return { view: "checkout", param: null };
  if (path === ORDER_ONLINE_ROUTES.success) return { view: "success", param: null };
  if (path === ORDER_ONLINE_ROUTES.start) return { view: "start", param: null };
  return null;
}
