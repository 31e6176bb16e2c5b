import { isTimeZone, DEFAULT_TIME_ZONE } from "../../model/dynamic-content/offer-schedule.ts";
import {
  DEFAULT_HANDOVER_HOURS,
  DEFAULT_SLOT_MINUTES,
  cleanTradeIn,
  financeChoiceProblem,
  handoverProblem,
  handoverWindow,
  offeredFinanceProducts,
  packsFor,
  parseServicePacks,
  packWordsIn,
  servicePackProblem,
  storedServicePack,
  parseOpeningHours,
  storedFinance,
  todayIn,
  tradeInProblem,
  type FinanceChoice,
  type HandoverChoice,
  type ServicePack,
  type StoredServicePack,
  type StoredFinance,
  type TradeIn,
  type WeeklyHours,
} from "../../model/orders/index.ts";
import { DEFAULT_PRICE_SETTINGS, formatPrice, type PriceSettings } from "../../model/listings/prices.ts";
import { priceSettingsFor } from "../../model/listings/price-wording.ts";
import { defaultLocale, normaliseLocales } from "../../model/i18n/locales.ts";
import { settingsReader } from "../settings/index.ts";
import { NO_CHOICES, type OrderRow, type OrdersStore } from "./orders-store.ts";

/**
 * The buyer's choices at checkout (decisions 145 and 171): finance, trade-in, handover, service pack. What the checkout may
 * offer for a vehicle, and the server's check of what a buyer sent: every value is untrusted, so the
 * finance quote is recomputed here, the trade-in cleaned, and the handover slot must be one the
 * retailer's hours give. The settings are read here and nowhere else in this domain.
 */
const SETTINGS = {
  financeProducts: "buy_online.finance_products",
  handoverHours: "buy_online.handover_hours",
  slotMinutes: "buy_online.handover_slot_minutes",
  timeZone: "site.time_zone",
} as const;
/** Parsed JSON settings, read through the settings reader (checked against the registry, default when broken). */
const SERVICE_PACKS_SETTING = "buy_online.service_packs";
const PRICE_SETTINGS = "sl.price_settings";

/** At most this many retailers are offered for a handover: the vehicle's own first. */
const MAX_RETAILERS = 50;

export interface JourneyChoiceInput {
  finance_choice?: FinanceChoice;
  trade_in?: Partial<Record<keyof TradeIn, unknown>>;
  handover?: HandoverChoice;
  /** The key of a service pack the vehicle is offered (decision 171). */
  service_pack?: string;
  /** The order's language: the pack's name in it is kept too (decision 181). */
  locale?: string;
}

/** The columns an order keeps the choices in (migration 021). */
export type ChoiceColumns = Pick<
  OrderRow,
  | "finance"
  | "trade_in"
  | "handover_retailer_id"
  | "handover_retailer_name"
  | "handover_date"
  | "handover_slot"
  | "service_pack"
>;

interface Retailer {
  id: string;
  name: string;
  city: string;
  hours: WeeklyHours;
}

interface Context {
  vehicleId: string;
  price: number;
  products: ReturnType<typeof offeredFinanceProducts>;
  retailers: Retailer[];
  today: string;
  slotMinutes: number;
  /** The packs this vehicle's brand and nameplate are offered. */
  servicePacks: ServicePack[];
  /** Writes a price as the site does (sl.price_settings), in the words of the language asked for. */
  formatPrice: (value: number) => string;
  /** The language asked for when it is not the site's main one. */
  language: string | null;
}

export class JourneyChoices {
  constructor(
    private readonly store: OrdersStore,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * What the checkout offers for `vehicleId` to a buyer reading `locale`, or null for an unknown
   * vehicle. Read outside any transaction.
   */
  async #context(vehicleId: string, locale?: string): Promise<Context | null> {
    const vehicle = await this.store.db
      .selectFrom("vehicles")
      .select(["id", "owner_id", "display_price", "nameplate_brand_name", "nameplate_name"])
      .where("id", "=", vehicleId)
      .executeTakeFirst();
    if (!vehicle) return null;
    const values = await this.store.settings(Object.values(SETTINGS));
    const fallback =
      parseOpeningHours(values.get(SETTINGS.handoverHours) ?? DEFAULT_HANDOVER_HOURS) ??
      parseOpeningHours(DEFAULT_HANDOVER_HOURS)!;
    const dealers = await this.store.db
      .selectFrom("dealers")
      .select(["id", "name", "city", "opening_hours"])
      .orderBy("name")
      .execute();
    const own = dealers.filter((dealer) => dealer.id === vehicle.owner_id);
    const retailers = [...own, ...dealers.filter((dealer) => dealer.id !== vehicle.owner_id)]
      .slice(0, MAX_RETAILERS)
      .map((dealer) => ({
        id: dealer.id,
        name: dealer.name,
        city: dealer.city,
        hours: parseOpeningHours(dealer.opening_hours) ?? fallback,
      }));
    const reader = settingsReader(this.store.db);
    const packs = parseServicePacks(await reader.read(SERVICE_PACKS_SETTING));
    const priceSettings = (await reader.read(PRICE_SETTINGS)) as Partial<PriceSettings> | null;
    const prices: PriceSettings = priceSettings
      ? {
          ...DEFAULT_PRICE_SETTINGS,
          ...priceSettings,
          double: { ...DEFAULT_PRICE_SETTINGS.double, ...priceSettings.double },
        }
      : DEFAULT_PRICE_SETTINGS;
    const locales = normaliseLocales(await reader.read("site.locales"));
    const known = locale ? locales.find((candidate) => candidate.code === locale) : undefined;
    const language = known && known.code !== defaultLocale(locales).code ? known.code : null;
    const worded = language ? priceSettingsFor(prices, language, false) : prices;
    const zone = values.get(SETTINGS.timeZone);
    const slotMinutes = Number(values.get(SETTINGS.slotMinutes) ?? DEFAULT_SLOT_MINUTES);
    return {
      vehicleId: vehicle.id,
      price: Number(vehicle.display_price),
      products: offeredFinanceProducts(values.get(SETTINGS.financeProducts)),
      retailers,
      today: todayIn(zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE, this.clock()),
      slotMinutes: Number.isInteger(slotMinutes) && slotMinutes >= 15 ? slotMinutes : DEFAULT_SLOT_MINUTES,
      servicePacks: packsFor(packs, { brand: vehicle.nameplate_brand_name, model: vehicle.nameplate_name }),
      formatPrice: (value) => formatPrice(value, "price", worded),
      language,
    };
  }

  /** GET /buy_online/journey_options: the finance products, retailers and booking window for a vehicle. */
  async options(vehicleId: string, locale?: string) {
    const context = await this.#context(vehicleId, locale);
    if (!context) return null;
    return {
      vehicle_id: context.vehicleId,
      price: context.price,
      finance_products: context.products.map((product) => ({
        key: product.key,
        name: product.name,
        currency: product.currency,
        interest_rate: product.default_rate,
      })),
      retailers: context.retailers,
      ...(({ earliest, latest }) => ({ earliest_date: earliest, latest_date: latest }))(handoverWindow(context.today)),
      slot_minutes: context.slotMinutes,
      service_packs: context.servicePacks.map((pack) => ({
        key: pack.key,
        ...packWordsIn(pack, context.language),
        years: pack.years,
        price: pack.price,
        price_text: context.formatPrice(pack.price),
      })),
    };
  }

  /**
   * The columns for what the buyer chose, or the first problem as a JSON pointer and a sentence.
   * Choices the buyer did not send stay null.
   */
  async check(
    vehicleId: string,
    input: JourneyChoiceInput,
  ): Promise<{ ok: true; columns: ChoiceColumns } | { ok: false; pointer: string; message: string }> {
    const columns: ChoiceColumns = { ...NO_CHOICES };
    if (!input.finance_choice && !input.trade_in && !input.handover && input.service_pack === undefined)
      return { ok: true, columns };
    const context = await this.#context(vehicleId, input.locale);
    // An unknown vehicle is refused by the order itself (its lock names another one).
    if (!context) return { ok: true, columns };
    if (input.finance_choice) {
      const problem = financeChoiceProblem(input.finance_choice, context.products);
      if (problem) return { ok: false, pointer: `/finance_choice/${problem.field}`, message: problem.message };
      const product =
        input.finance_choice.type === "finance"
          ? context.products.find(
              (candidate) => candidate.key === (input.finance_choice as { product: string }).product,
            )
          : undefined;
      columns.finance = JSON.stringify(storedFinance(input.finance_choice, product, context.price));
    }
    if (input.trade_in) {
      const tradeIn = cleanTradeIn(input.trade_in);
      const problem = tradeInProblem(tradeIn, Number(context.today.slice(0, 4)));
      if (problem) return { ok: false, pointer: `/trade_in/${problem.field}`, message: problem.message };
      columns.trade_in = JSON.stringify(tradeIn);
    }
    if (input.handover) {
      const retailer = context.retailers.find((candidate) => candidate.id === input.handover!.retailer_id);
      const problem = handoverProblem(input.handover, retailer?.hours ?? null, context.today, context.slotMinutes);
      if (problem) return { ok: false, pointer: `/handover/${problem.field}`, message: problem.message };
      columns.handover_retailer_id = retailer!.id;
      columns.handover_retailer_name = retailer!.name;
      columns.handover_date = input.handover.date;
      columns.handover_slot = input.handover.slot;
    }
    if (input.service_pack !== undefined) {
      const problem = servicePackProblem(input.service_pack, context.servicePacks);
      if (problem) return { ok: false, pointer: "/service_pack", message: problem.message };
      const pack = context.servicePacks.find((candidate) => candidate.key === input.service_pack)!;
      columns.service_pack = JSON.stringify(
        storedServicePack(pack, context.price, context.formatPrice, context.language),
      );
    }
    return { ok: true, columns };
  }
}

/** The choices an order keeps, as staff read them (`full`) or as its buyer does (no registration, no VIN). */
export function choicesOf(order: OrderRow, full: boolean) {
  const finance = order.finance ? (JSON.parse(order.finance) as StoredFinance) : null;
  const tradeIn = order.trade_in ? (JSON.parse(order.trade_in) as TradeIn) : null;
  return {
    finance,
    trade_in:
      tradeIn && !full
        ? { make: tradeIn.make, model: tradeIn.model, year: tradeIn.year, mileage: tradeIn.mileage }
        : tradeIn,
    handover:
      order.handover_retailer_id && order.handover_date && order.handover_slot
        ? {
            retailer_id: order.handover_retailer_id,
            retailer_name: order.handover_retailer_name ?? order.handover_retailer_id,
            date: order.handover_date,
            slot: order.handover_slot,
          }
        : null,
    service_pack: order.service_pack ? (JSON.parse(order.service_pack) as StoredServicePack) : null,
  };
}
