import type { ActiveOffers, SiteData, SitePage } from "../../../model/site/site-data.ts";
import { forEachBlock } from "../../../model/page-document/walk.ts";
import { floatingActionRuleKeys, type StoredFloatingAction } from "../../../model/overlays/index.ts";
import type { PageVisibility } from "../../page/visibility.ts";
import { digest } from "../short-digest.ts";

/** Which server-decided facts a page's dynamic-content rules need (decision 100). */
export interface RuleFacts {
  /** A block has a mena_offers rule: the active offers. */
  offers: boolean;
  /** A block has a reffine_sl rule: the lists computed from the local stock. */
  lists: boolean;
}

export function ruleFacts(page: SitePage, siteFab: StoredFloatingAction | null): RuleFacts {
  // The site-wide floating action button's items are decided with the page's facts too.
  const keys = floatingActionRuleKeys(siteFab);
  forEachBlock(page.document, ({ node }) => {
    const props = node.props as Record<string, unknown>;
    const rule = props.dc_strategy as { key?: unknown } | undefined;
    if (rule && typeof rule.key === "string") keys.add(rule.key);
    if (node.type === "floating-action-button")
      for (const key of floatingActionRuleKeys(props as StoredFloatingAction)) keys.add(key);
  });
  return { offers: keys.has("mena_offers"), lists: keys.has("reffine_sl") };
}

/**
 * The rules' part of the HTML cache key: the revisions of what their facts are read from (offers,
 * stock, list definitions), not the facts, so a page served from the cache reads no offers and no
 * stock (decision 118). The clock's part, an offer's schedule boundary, is the entry's expiry
 * (decision 105). A site data without those revisions keys by a digest of the facts themselves.
 */
export async function visibilityKeyPart(site: SiteData, facts: RuleFacts, now: Date): Promise<string> {
  if (!facts.offers && !facts.lists) return "";
  if (site.dynamicContentRevision) return `|dc:${digest(await site.dynamicContentRevision(facts))}`;
  const [active, lists] = await Promise.all([readOffers(site, facts, now), readLists(site, facts)]);
  return `|dc:${digest(JSON.stringify([active.offers, lists]))}`;
}

const readOffers = (site: SiteData, facts: RuleFacts, now: Date): Promise<ActiveOffers> =>
  facts.offers && site.listActiveOffers ? site.listActiveOffers(now) : Promise.resolve({ offers: [], expiresAt: null });

async function readLists(site: SiteData, facts: RuleFacts): Promise<Record<string, string[]> | null> {
  const lists = facts.lists && site.dynamicContentLists ? await site.dynamicContentLists() : null;
  return lists ? Object.fromEntries([...lists].map(([name, values]) => [name, [...values]])) : null;
}

/**
 * What the server decides the page's blocks' rules and schedules with (only the facts the rules on the
 * page need), and when that changes by the clock alone: the active offers change at an offer's
 * schedule boundary, and with them the mena_offers decisions.
 */
export async function pageVisibility(
  site: SiteData,
  facts: RuleFacts,
  path: string,
  now: Date,
): Promise<{ visibility: PageVisibility; expiresAt: number | null }> {
  const [settings, active, lists] = await Promise.all([
    site.settings(),
    readOffers(site, facts, now),
    readLists(site, facts),
  ]);
  const visibility: PageVisibility = {
    path,
    offers: active.offers,
    lists,
    now: now.getTime(),
    timeZone: settings.timeZone,
    externalStockUrl: settings.externalStockUrl,
  };
  return { visibility, expiresAt: active.expiresAt };
}

/** The visibility of a page served from the cache: never rendered, so it carries no facts. */
export function emptyVisibility(path: string, now: Date): PageVisibility {
  return { path, offers: [], lists: null, now: now.getTime(), timeZone: "UTC", externalStockUrl: null };
}
