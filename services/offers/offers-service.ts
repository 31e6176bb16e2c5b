import type { SettingKey } from "../../generated/contracts/settings.ts";
import type {
  ActiveOffers,
  BlockDataDependencies,
  BlockDataRequest,
  BlockDataResult,
} from "../../model/site/site-data.ts";
import type { Offer, OfferCard } from "../../generated/contracts/entities/offer.ts";
import {
  filterFromFlags,
  isActiveOffer,
  matchesFilter,
  nextOffersBoundary,
  offerCard,
  offerRecord,
  type OfferFilter,
} from "../../model/offers/index.ts";
import { DEFAULT_TIME_ZONE, isTimeZone } from "../../model/dynamic-content/offer-schedule.ts";
import { normaliseLocales, resolvePageLocale } from "../../model/i18n/locales.ts";
import type { Clock } from "../foundation/clock.ts";
import type { FormsService } from "../forms/index.ts";
import type { OfferStore } from "./offer-store.ts";

/** The setting with the site's IANA time zone, the schedule's clock (decision 101; the default when unset or unknown). */
const TIME_ZONE_SETTING = "site.time_zone";

/** What the Offers and Single offer blocks render from (x-block.data "offers" and "offer"). */
interface OffersBlockData {
  /** Null when the offers could not be read: the block shows its error state with Try again. */
  offers: OfferCard[] | null;
  /** The published lead form of the block's form_id (null: none). */
  form: unknown;
}

interface OfferBlockData {
  offer: OfferCard | null;
}

type Resolver = ((request: BlockDataRequest) => Promise<BlockDataResult | null>) & {
  dependencies: (request: BlockDataRequest) => Promise<BlockDataDependencies | null>;
};

/** Offers a list shows at a time, and the next instant (ms) that list changes by the clock alone (or null). */
interface CardsAt {
  cards: OfferCard[];
  expiresAt: number | null;
}

export interface OffersService {
  store: OfferStore;
  timeZone(): Promise<string>;
  /** Active offers matching a filter at `now` (the render clock by default), as visitors see them. */
  activeCards(filter: OfferFilter, now?: Date): Promise<CardsAt>;
  /** The language (a locale code) of the page a block is on: its own locale, else by its path prefix, else the default. */
  pageLanguage(request: Pick<BlockDataRequest, "url" | "pageLocale">): Promise<string>;
  /** For the dynamic-content engine (mena_offers): each active offer as a flat record of its filterable keys. */
  listActiveOffers(now: Date): Promise<ActiveOffers>;
  /** The offers revision: what offer lists depend on besides the time (their expiry says when that matters). */
  revision(): Promise<string>;
  resolveOfferBlock: Resolver;
}

function validTimeZone(value: string | undefined): string {
  return value && isTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}

/** Reads one setting's value (null when unset). */
export type SettingReader = (key: SettingKey) => Promise<string | null>;

export function createOffersService(store: OfferStore, setting: SettingReader, clock: Clock): OffersService {
  const timeZone = async () => validTimeZone((await setting(TIME_ZONE_SETTING))?.trim());

  /**
   * The offers of `candidates` active at `now`, and when that changes: the next schedule boundary of
   * any of them (one that has not started yet appears then). Decision 105.
   */
  async function activeAt(
    candidates: readonly Offer[],
    now: Date,
  ): Promise<{ active: Offer[]; expiresAt: number | null }> {
    const zone = await timeZone();
    return {
      active: candidates.filter((offer) => isActiveOffer(offer, now, zone)),
      expiresAt: nextOffersBoundary(candidates, now, zone),
    };
  }

  async function pageLanguage(request: Pick<BlockDataRequest, "url" | "pageLocale">): Promise<string> {
    let stored: unknown = null;
    try {
      stored = JSON.parse((await setting("site.locales")) ?? "null");
    } catch {
      // A broken setting means the built-in languages, as everywhere else (normaliseLocales).
    }
    return resolvePageLocale(normaliseLocales(stored), { path: request.url.pathname, locale: request.pageLocale }).code;
  }

  async function activeCards(filter: OfferFilter, now = clock()): Promise<CardsAt> {
    const candidates = (await store.published()).filter((offer) => matchesFilter(offer, filter));
    const { active, expiresAt } = await activeAt(candidates, now);
    return { cards: active.map(offerCard), expiresAt };
  }

  // Writes bump the revision; the time is not part of it: a page with offers expires from the HTML
  // cache at the next schedule boundary instead (BlockDataResult.expiresAt).
  async function revision(): Promise<string> {
    return `offers.${await store.revision()}`;
  }

  const resolveOfferBlock: Resolver = Object.assign(
    async (request: BlockDataRequest): Promise<BlockDataResult | null> => {
      const id = typeof request.props.offer_id === "string" ? request.props.offer_id : "";
      const offer = id ? await store.get(id) : null;
      const { active, expiresAt } = await activeAt(offer ? [offer] : [], request.now ?? clock());
      const data: OfferBlockData = { offer: active[0] ? offerCard(active[0]) : null };
      return { data, revision: await revision(), expiresAt };
    },
    {
      dependencies: async (): Promise<BlockDataDependencies | null> => ({ query: "", revision: await revision() }),
    },
  );

  return {
    store,
    timeZone,
    activeCards,
    pageLanguage,
    async listActiveOffers(now: Date) {
      const { active, expiresAt } = await activeAt(await store.published(), now);
      return { offers: active.map(offerRecord), expiresAt };
    },
    revision,
    resolveOfferBlock,
  };
}

/**
 * The Offers block's data (x-block.data "offers"): the active offers its switches select, and its lead
 * form through the forms service. An offers read that fails is logged and answered as null (the block
 * shows its error state), never a failed page.
 */
export function offersBlockResolver(
  service: OffersService,
  forms: Pick<FormsService, "resolveFormBlock">,
  warn?: (message: string) => void,
): Resolver {
  return Object.assign(
    async (request: BlockDataRequest): Promise<BlockDataResult | null> => {
      const [formResult, offersRevision] = await Promise.all([forms.resolveFormBlock(request), service.revision()]);
      let offers: OfferCard[] | null;
      let expiresAt: number | null = null;
      try {
        const filter = { ...filterFromFlags(request.props), locale: await service.pageLanguage(request) };
        ({ cards: offers, expiresAt } = await service.activeCards(filter, request.now));
      } catch (error) {
        warn?.(`offers block ${request.blockId}: the offers could not be read: ${(error as Error).message}`);
        offers = null;
        // An instant already past: the page with the error state is never served from the HTML cache,
        // so the next visitor gets a fresh attempt (the cache key would not change until an offers write).
        expiresAt = 0;
      }
      const data: OffersBlockData = { offers, form: formResult?.data ?? null };
      return { data, revision: `${offersRevision}|${formResult?.revision ?? ""}`, expiresAt };
    },
    {
      dependencies: async (request: BlockDataRequest): Promise<BlockDataDependencies | null> => {
        const form = await forms.resolveFormBlock.dependencies(request);
        return form ? { query: "", revision: `${await service.revision()}|${form.revision}` } : null;
      },
    },
  );
}
