import type { BlockDataDependencies, BlockDataRequest, BlockDataResult } from "../../model/site/site-data.ts";
import type { OfferCard } from "../../generated/contracts/entities/offer.ts";
import {
  filterFromFlags,
  isActiveOffer,
  matchesFilter,
  offerCard,
  offerRecord,
  scheduleDayKey,
  type OfferFilter,
} from "../../model/offers/index.ts";
import { DEFAULT_TIME_ZONE, isTimeZone } from "../../model/dynamic-content/offer-schedule.ts";
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

export interface OffersService {
  store: OfferStore;
  timeZone(): Promise<string>;
  /** Active offers matching a filter, as visitors see them. */
  activeCards(filter: OfferFilter, now?: Date): Promise<OfferCard[]>;
  /** For the dynamic-content engine (mena_offers): each active offer as a flat record of its filterable keys. */
  listActiveOffers(now: Date): Promise<Array<Record<string, unknown>>>;
  /** The offers revision and the site-local date: what offer lists depend on. */
  revision(): Promise<string>;
  resolveOfferBlock: Resolver;
}

function validTimeZone(value: string | undefined): string {
  return value && isTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}

/** Reads one setting's value (null when unset). */
export type SettingReader = (key: string) => Promise<string | null>;

export function createOffersService(
  store: OfferStore,
  setting: SettingReader,
  options: { now?: () => Date } = {},
): OffersService {
  const clock = options.now ?? (() => new Date());
  const timeZone = async () => validTimeZone((await setting(TIME_ZONE_SETTING))?.trim());

  async function activeCards(filter: OfferFilter, now = clock()): Promise<OfferCard[]> {
    const offers = await store.active(now, await timeZone());
    return offers.filter((offer) => matchesFilter(offer, filter)).map(offerCard);
  }

  // The page's HTML cache is keyed by the offers revision and the site-local date: a scheduled offer
  // appears and disappears at the day boundary without any write.
  async function revision(): Promise<string> {
    return `offers.${await store.revision()}.${scheduleDayKey(clock(), await timeZone())}`;
  }

  const resolveOfferBlock: Resolver = Object.assign(
    async (request: BlockDataRequest): Promise<BlockDataResult | null> => {
      const id = typeof request.props.offer_id === "string" ? request.props.offer_id : "";
      const offer = id ? await store.get(id) : null;
      const tz = await timeZone();
      const data: OfferBlockData = { offer: offer && isActiveOffer(offer, clock(), tz) ? offerCard(offer) : null };
      return { data, revision: await revision() };
    },
    {
      dependencies: async (): Promise<BlockDataDependencies | null> => ({ query: "", revision: await revision() }),
    },
  );

  return {
    store,
    timeZone,
    activeCards,
    async listActiveOffers(now: Date) {
      return (await store.active(now, await timeZone())).map(offerRecord);
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
      try {
        offers = await service.activeCards(filterFromFlags(request.props));
      } catch (error) {
        warn?.(`offers block ${request.blockId}: the offers could not be read: ${(error as Error).message}`);
        offers = null;
      }
      const data: OffersBlockData = { offers, form: formResult?.data ?? null };
      return { data, revision: `${offersRevision}|${formResult?.revision ?? ""}` };
    },
    {
      dependencies: async (request: BlockDataRequest): Promise<BlockDataDependencies | null> => {
        const form = await forms.resolveFormBlock.dependencies(request);
        return form ? { query: "", revision: `${await service.revision()}|${form.revision}` } : null;
      },
    },
  );
}
