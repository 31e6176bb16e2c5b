import { createContext } from "react";
import {
  decideOnServer,
  isWithinSchedule,
  nextScheduleBoundary,
  type DynamicContentRule,
  type OfferSchedule,
} from "../../model/dynamic-content/index.ts";

/**
 * What the server decides a page's blocks' visibility with (decisions 100 and 101): the facts of the
 * dynamic-content rules, the render time and the site's time zone. JSON, made by the page's loader.
 */
export interface PageVisibility {
  /** The page path (url_brands). */
  path: string;
  /** The active offers (mena_offers); empty when the page has no such rule. */
  offers: Record<string, unknown>[];
  /** reffine_sl lists by name, values normalised; null when not configured. */
  lists: Record<string, string[]> | null;
  /** The render time, ms since the epoch. */
  now: number;
  timeZone: string;
  /** dynamic_content.external_sl_url, fetched in the browser for mena_external_sl; null: not set. */
  externalStockUrl: string | null;
}

/** Null in the editor canvas and in islands: everything shows there. */
export const PageVisibilityContext = createContext<PageVisibility | null>(null);

export interface BlockVisibility {
  show: boolean;
  /** A mena_external_sl rule the browser decides (the block shows until it has). */
  browserRule: DynamicContentRule | null;
  /** The next instant the block's schedule changes what shows, or null. */
  boundary: number | null;
}

function ruleOf(value: unknown): DynamicContentRule | null {
  if (!value || typeof value !== "object") return null;
  const rule = value as DynamicContentRule;
  return typeof rule.key === "string" && typeof rule.value === "string" ? rule : null;
}

/** Whether one block shows on the server, from its `offer_schedule` and `dc_strategy` props. */
export function blockVisibility(
  props: Readonly<Record<string, unknown>>,
  visibility: PageVisibility,
  log?: (message: string) => void,
): BlockVisibility {
  const schedule = (props.offer_schedule ?? null) as OfferSchedule | null;
  const now = new Date(visibility.now);
  const boundary = nextScheduleBoundary(schedule, now, visibility.timeZone);
  if (!isWithinSchedule(schedule, now, visibility.timeZone)) return { show: false, browserRule: null, boundary };
  const rule = ruleOf(props.dc_strategy);
  const lists = visibility.lists
    ? new Map(Object.entries(visibility.lists).map(([name, values]) => [name, new Set(values)]))
    : null;
  const decision = decideOnServer(rule, { path: visibility.path, offers: visibility.offers, lists, log });
  if (decision === "hidden") return { show: false, browserRule: null, boundary };
  return { show: true, browserRule: decision === "browser" ? rule : null, boundary };
}
