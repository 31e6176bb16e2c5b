/**
 * The browser's calls of the order-online journey (Buy online), each through its route contract
 * (model/api/routes.ts): answers are the generated entity types of the schemas the server answers with.
 * Never throws: every failure is an outcome the journey can show.
 */
import type {
  OrderJourneyChoices,
  OrderLock,
  OrderOrder,
  OrderOrderFields,
} from "../../../generated/contracts/entities/order.ts";
import {
  routeUrl,
  type RouteContract,
  type RouteInput,
  type RouteResponse,
} from "../../../model/api/route-contract.ts";
import { routes } from "../../../model/api/routes.ts";
import type { Availability } from "../../../model/listings/availability.ts";
import type { ConfigType, ShowroomConfigEntry } from "../../../model/order-journey/index.ts";
import type { StoredFinance } from "../../../model/orders/index.ts";

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string; code?: string };

/** The company the site's orders belong to (the listings' default company). */
export const COMPANY_UUID = "default";

const NETWORK = "The connection failed. Please check it and try again.";

/** A route of model/api/routes.ts, with its typed input and answer; a refusal is its status, message and code. */
export async function callRoute<Contract extends RouteContract>(
  contract: Contract,
  input: RouteInput<Contract>,
): Promise<Outcome<RouteResponse<Contract>>> {
  const body = input.body;
  let response: Response;
  try {
    response = await fetch(routeUrl(contract, input), {
      method: contract.method,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: NETWORK };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (!response.ok) {
    const { message, error } = (json ?? {}) as { message?: unknown; error?: unknown };
    return {
      ok: false,
      status: response.status,
      message: typeof message === "string" ? message : "",
      code: typeof error === "string" ? error : undefined,
    };
  }
  return { ok: true, value: json as RouteResponse<Contract> };
}

export async function fetchShowroomConfig(types: readonly ConfigType[]): Promise<Outcome<ShowroomConfigEntry[]>> {
  const outcome = await callRoute(routes.showroomConfig, { query: { config_type: types.join(",") } });
  return outcome.ok ? { ok: true, value: outcome.value.data as ShowroomConfigEntry[] } : outcome;
}

export interface JourneyVehicle {
  id: string;
  title: string;
  link: string;
  status: string;
  /** Whether it can be bought now (model/listings/availability.ts); a configured vehicle always can. */
  availability: Availability;
  vin: string;
  photo: string | null;
  price: string;
  /** The price converted with the site's exchange rate (decision 112); "" when off. */
  exchanged: string;
  /** The class of the converted price's element (double_price.css_class). */
  exchangeClass: string;
  facts: string[];
}

/**
 * What the journey reads of a vehicle: a stock vehicle (listing#vehicle) or a configured one, whose
 * configuration data the schema leaves open (listing#config-data-answer) and which has no page or status.
 */
interface ListedVehicle {
  id: string;
  title: string;
  /** A configured vehicle has no page of its own. */
  link?: string;
  status: string;
  /** Absent for a configured vehicle: it can be bought. */
  availability?: Availability;
  photos?: { medium_path?: string; big_path?: string }[];
  prices?: {
    main?: { formatted?: string; exchanged?: string } | null;
    purchase?: { formatted?: string; exchanged?: string } | null;
    exchange_class?: string;
  };
  specification?: Record<string, unknown>;
}

/** `language`: the checkout's language when it is not the site's main one; prices come worded in it (decision 181). */
export async function fetchVehicle(id: string, language?: string): Promise<Outcome<JourneyVehicle>> {
  const outcome = await callRoute(routes.listingVehicle, {
    params: { list: "all", id },
    query: language ? { lang: language } : {},
  });
  return outcome.ok ? { ok: true, value: journeyVehicleOf(outcome.value.data) } : outcome;
}

/** A listing vehicle (stock or configured) as the journey's summary shows it. */
function journeyVehicleOf(vehicle: ListedVehicle): JourneyVehicle {
  const spec = vehicle.specification ?? {};
  const facts = ["productionYear", "mileage", "engines", "transmission", "color"]
    .map((key) => spec[key])
    .filter((value): value is string => typeof value === "string" && value !== "");
  const photo = vehicle.photos?.[0];
  const price = vehicle.prices?.purchase ?? vehicle.prices?.main ?? null;
  return {
    id: vehicle.id,
    title: vehicle.title,
    link: vehicle.link ?? "",
    status: vehicle.status,
    availability: vehicle.availability ?? "available",
    vin: typeof spec.vin === "string" ? spec.vin : "",
    photo: photo?.medium_path ?? photo?.big_path ?? null,
    price: price?.formatted ?? "",
    exchanged: price?.exchanged ?? "",
    exchangeClass: vehicle.prices?.exchange_class ?? "",
    facts,
  };
}

/** The reservation lock POST /buy_online/orders/init takes: its id and when it runs out (`expiry`, an ISO time). */
export type Lock = OrderLock;

export function initOrder(vehicleId: string, companyUuid: string): Promise<Outcome<Lock>> {
  return callRoute(routes.orderInit, { body: { vehicle_id: vehicleId, company_uuid: companyUuid } });
}

/** The order fields sent on confirmation. */
export type OrderFields = OrderOrderFields;

/**
 * The choices an order keeps, as its buyer reads them back. The schema lists a finance choice's quote
 * flat, optional because a cash choice has none; a stored finance choice has all of it (StoredFinance).
 */
export type OrderChoices = Omit<OrderJourneyChoices, "finance"> & { finance: StoredFinance | null };

/** An order as its buyer reads it (order#order), its choices read as above. */
export type Order = Omit<OrderOrder, "choices"> & { choices?: OrderChoices };

async function orderCall(
  contract: typeof routes.orderSubmit | typeof routes.orderConfirm | typeof routes.orderRead,
  input: RouteInput<typeof contract>,
): Promise<Outcome<Order>> {
  return (await callRoute(contract, input)) as Outcome<Order>;
}

/** What the checkout offers for a vehicle (GET /buy_online/journey_options). */
export type JourneyOptions = RouteResponse<typeof routes.journeyOptions>;

/** `language`: as fetchVehicle's; the service packs come in it too. */
export function fetchJourneyOptions(vehicleId: string, language?: string): Promise<Outcome<JourneyOptions>> {
  return callRoute(routes.journeyOptions, {
    query: { vehicle_id: vehicleId, ...(language ? { lang: language } : {}) },
  });
}

/** Posts the order fields, leaving out the empty ones (the API refuses an empty e-mail, lead id or VIN). */
export function createOrder(fields: OrderFields): Promise<Outcome<Order>> {
  const body = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ""),
  ) as OrderFields;
  return orderCall(routes.orderSubmit, { body });
}

export function confirmOrder(number: string): Promise<Outcome<Order>> {
  return orderCall(routes.orderConfirm, { params: { number } });
}

/**
 * The configured vehicle of the configurator journey (GET /public_api/vehicles/config_data): the
 * same summary as a stock vehicle's, from the configuration the config_url names.
 */
export async function fetchConfiguredVehicle(configUrl: string): Promise<Outcome<JourneyVehicle>> {
  const outcome = await callRoute(routes.configuredVehicle, { query: { config_url: configUrl } });
  return outcome.ok ? { ok: true, value: journeyVehicleOf(outcome.value.data as unknown as ListedVehicle) } : outcome;
}

export function fetchOrder(number: string): Promise<Outcome<Order>> {
  return orderCall(routes.orderRead, { params: { number } });
}
