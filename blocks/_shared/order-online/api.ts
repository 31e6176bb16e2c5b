/**
 * The browser's calls of the order-online journey (Buy online).
 * Answers are read from `data` or the body itself (seed: "responses are read from data and data.data").
 * Never throws: every failure is an outcome the journey can show.
 */
import {
  routeUrl,
  type RouteContract,
  type RouteInput,
  type RouteResponse,
} from "../../../model/api/route-contract.ts";
import { routes } from "../../../model/api/routes.ts";
import type { Availability } from "../../../model/listings/availability.ts";
import type { ConfigType, ShowroomConfigEntry } from "../../../model/order-journey/index.ts";
import type { FinanceChoice, HandoverChoice, StoredFinance, StoredServicePack } from "../../../model/orders/index.ts";

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string; code?: string };

/** The company the site's orders belong to (the listings' default company). */
export const COMPANY_UUID = "default";

const NETWORK = "The connection failed. Please check it and try again.";

/** `raw`: the body as it is, for an answer whose own field is named `data` (LiqPay's checkout data). */
async function call<T>(method: string, url: string, body?: unknown, raw = false): Promise<Outcome<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
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
  if (raw) return { ok: true, value: json as T };
  const data = (json as { data?: unknown } | null)?.data;
  const inner = (data as { data?: unknown } | null | undefined)?.data;
  return { ok: true, value: (inner ?? data ?? json) as T };
}

/** A route of model/api/routes.ts, with its typed input and answer (see `call` for `raw` and the outcome). */
export function callRoute<Contract extends RouteContract>(
  contract: Contract,
  input: RouteInput<Contract>,
  raw = false,
): Promise<Outcome<RouteResponse<Contract>>> {
  return call(contract.method, routeUrl(contract, input), input.body, raw);
}

export function fetchShowroomConfig(types: readonly ConfigType[]): Promise<Outcome<ShowroomConfigEntry[]>> {
  return call("GET", `/public_api/showroom_config?config_type=${types.join(",")}`);
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

interface ListedVehicle {
  id: string;
  title: string;
  /** A configured vehicle has no page of its own. */
  link?: string;
  status: string;
  /** Absent for a configured vehicle (and in older answers: then `reserved` says it). */
  availability?: Availability;
  reserved?: boolean;
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
  const query = language ? `?lang=${encodeURIComponent(language)}` : "";
  const outcome = await call<ListedVehicle>("GET", `/public_api/listing/all/vehicle/${encodeURIComponent(id)}${query}`);
  return outcome.ok ? { ok: true, value: journeyVehicleOf(outcome.value) } : outcome;
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
    availability: vehicle.availability ?? (vehicle.reserved ? "reserved" : "available"),
    vin: typeof spec.vin === "string" ? spec.vin : "",
    photo: photo?.medium_path ?? photo?.big_path ?? null,
    price: price?.formatted ?? "",
    exchanged: price?.exchanged ?? "",
    exchangeClass: vehicle.prices?.exchange_class ?? "",
    facts,
  };
}

/** The reservation lock POST /buy_online/orders/init takes, with the time it ends. */
export interface Lock {
  lockId: string;
  expiresAt: string;
}

/** The init answer's lock id and expiry (an ISO time, or seconds from now). */
function lockFrom(value: unknown, now = Date.now()): Lock | null {
  const answer = (value ?? {}) as Record<string, unknown>;
  const lockId = answer.lock_id;
  if (typeof lockId !== "string" && typeof lockId !== "number") return null;
  const at = answer.expires_at ?? answer.expiry ?? answer.lock_expires_at;
  if (typeof at === "string" && !Number.isNaN(Date.parse(at)))
    return { lockId: String(lockId), expiresAt: new Date(at).toISOString() };
  const seconds = answer.expires_in ?? answer.ttl;
  if (typeof seconds === "number")
    return { lockId: String(lockId), expiresAt: new Date(now + seconds * 1000).toISOString() };
  return null;
}

export async function initOrder(vehicleId: string, companyUuid: string): Promise<Outcome<Lock>> {
  const outcome = await call<unknown>("POST", "/buy_online/orders/init", {
    vehicle_id: vehicleId,
    company_uuid: companyUuid,
  });
  if (!outcome.ok) return outcome;
  const lock = lockFrom(outcome.value);
  return lock
    ? { ok: true, value: lock }
    : { ok: false, status: 502, message: "The reservation could not be started." };
}

/** The order fields sent on confirmation. */
export interface OrderFields {
  vendor_uuid: string;
  lock_id: string | null;
  rdx_forms_lead_id: string | null;
  vehicle_id: string | null;
  vehicle_vin: string | null;
  config_url: string | null;
  metadata: Record<string, unknown>;
  finance_option: string | null;
  lead_attributes: Record<string, unknown>;
  confirmation_by_link: boolean;
  customer_email: string;
  locale: string;
  /** The buyer's choices at checkout (each left out when not made). */
  finance_choice?: FinanceChoice;
  trade_in?: { registration_number: string; vin: string; make: string; model: string; year: number; mileage: number };
  handover?: HandoverChoice;
  /** The key of a service pack offered for the vehicle; the server prices it. */
  service_pack?: string;
  /** The payment the order is paid with (one of them, for a paid vendor). */
  stripe_payment_intent_id?: string;
  paypal_order_id?: string;
  liqpay_order_id?: string;
}

/** The choices an order keeps, as its buyer reads them back. */
export interface OrderChoices {
  finance: StoredFinance | null;
  trade_in: { make: string; model: string; year: number; mileage: number } | null;
  handover: { retailer_id: string; retailer_name: string; date: string; slot: string } | null;
  /** Absent in answers of servers before service packs. */
  service_pack?: StoredServicePack | null;
}

export interface Order {
  order_number: string;
  created_at: string;
  payment_status: string;
  metadata: Record<string, unknown>;
  choices: OrderChoices | null;
}

function orderFrom(value: unknown): Order | null {
  const answer = (value ?? {}) as Record<string, unknown>;
  const order = (answer.order && typeof answer.order === "object" ? answer.order : answer) as Record<string, unknown>;
  const number = order.order_number ?? order.number;
  if (typeof number !== "string" && typeof number !== "number") return null;
  return {
    order_number: String(number),
    created_at: typeof order.created_at === "string" ? order.created_at : "",
    payment_status: typeof order.payment_status === "string" ? order.payment_status : String(order.status ?? ""),
    metadata: (order.metadata && typeof order.metadata === "object" ? order.metadata : {}) as Record<string, unknown>,
    choices: order.choices && typeof order.choices === "object" ? (order.choices as OrderChoices) : null,
  };
}

async function orderCall(method: string, url: string, body?: unknown): Promise<Outcome<Order>> {
  const outcome = await call<unknown>(method, url, body);
  if (!outcome.ok) return outcome;
  const order = orderFrom(outcome.value);
  return order ? { ok: true, value: order } : { ok: false, status: 502, message: "The order could not be read." };
}

/** What the checkout offers for a vehicle (GET /buy_online/journey_options). */
export type JourneyOptions = RouteResponse<typeof routes.journeyOptions>;

/** `language`: as fetchVehicle's; the service packs come in it too. */
export function fetchJourneyOptions(vehicleId: string, language?: string): Promise<Outcome<JourneyOptions>> {
  return callRoute(
    routes.journeyOptions,
    { query: { vehicle_id: vehicleId, ...(language ? { lang: language } : {}) } },
    true,
  );
}

/** Posts the order fields, leaving out the empty ones (the API refuses null and an empty e-mail). */
export function createOrder(fields: OrderFields): Promise<Outcome<Order>> {
  const body = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== ""));
  return orderCall("POST", "/buy_online/orders", body);
}

export function confirmOrder(number: string): Promise<Outcome<Order>> {
  return orderCall("PUT", `/buy_online/orders/${encodeURIComponent(number)}/confirm`);
}

/**
 * The configured vehicle of the configurator journey (GET /public_api/vehicles/config_data): the
 * same summary as a stock vehicle's, from the configuration the config_url names.
 */
export async function fetchConfiguredVehicle(configUrl: string): Promise<Outcome<JourneyVehicle>> {
  const outcome = await call<ListedVehicle>(
    "GET",
    `/public_api/vehicles/config_data?config_url=${encodeURIComponent(configUrl)}`,
  );
  return outcome.ok ? { ok: true, value: journeyVehicleOf(outcome.value) } : outcome;
}

export function fetchOrder(number: string): Promise<Outcome<Order>> {
  return orderCall("GET", `/buy_online/orders/${encodeURIComponent(number)}`);
}
