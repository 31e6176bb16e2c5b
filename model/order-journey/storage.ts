/**
 * What the order-online journey keeps in the visitor's browser (local storage), under the seed's keys
 *: the steps, the journey data, the soft lock and the finished reservation.
 */
import { initialSteps, restoreSteps, type RestoredSteps, type StepsState } from "./steps.ts";

export const STORAGE_KEYS = {
  steps: "sl_order_online_steps",
  data: "sl_order_online_data",
  softLock: "sl_order_online_soft_lock",
  reservation: "sl_order_online_reservation",
} as const;

/** The part of the Web Storage API the journey uses. */
export type JourneyStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Order-online stored data. */
export interface OrderOnlineData {
  vehicleId: string | null;
  detailsRoute: string | null;
  location: unknown;
  preselectedPaymentOption: string | null;
  tradeInData: unknown;
  configUrl: string | null;
  paymentOptionsData: { type: string; data: unknown[] } | null;
  tabChoice: string | null;
  servicePackData: unknown;
  appBookingData: unknown;
  locationDetails: unknown;
  paymentRecipient: unknown;
  termsAndConditionsData: { accepted: boolean } | null;
  /** The customer details: the lead the form created and the answers (for the order). */
  customer: { leadId: string; email: string; answers: Record<string, unknown> } | null;
}

export function emptyData(): OrderOnlineData {
  return {
    vehicleId: null,
    detailsRoute: null,
    location: null,
    preselectedPaymentOption: null,
    tradeInData: null,
    configUrl: null,
    paymentOptionsData: null,
    tabChoice: null,
    servicePackData: null,
    appBookingData: null,
    locationDetails: null,
    paymentRecipient: null,
    termsAndConditionsData: null,
    customer: null,
  };
}

/** The reservation lock the journey holds, and the soft-lock flags of its two modals. */
export interface SoftLock {
  vehicleId: string;
  lockId: string;
  /** ISO time the lock ends. */
  expiresAt: string;
  /** The init modal ("reserved for you") is open. */
  initModal: boolean;
  /** The kicked-out modal (the lock ended or another buyer holds the car) is open. */
  kickedOutModal: boolean;
}

/** A finished order, for the success page. */
export interface Reservation {
  orderNumber: string;
  vehicleId: string | null;
  vehicleTitle: string;
  createdAt: string;
}

function readJson(storage: JourneyStorage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function write(storage: JourneyStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the journey goes on without surviving a reload.
  }
}

/** Restores the steps per the seed's rule; an unrestorable stored value is removed from storage. */
export function loadSteps(storage: JourneyStorage, count: number): RestoredSteps {
  const stored = readJson(storage, STORAGE_KEYS.steps);
  const restored = stored === undefined ? { state: initialSteps(), clear: true } : restoreSteps(stored, count);
  if (restored.clear) storage.removeItem(STORAGE_KEYS.steps);
  return restored;
}

export function saveSteps(storage: JourneyStorage, state: StepsState): void {
  write(storage, STORAGE_KEYS.steps, state);
}

export function loadData(storage: JourneyStorage): OrderOnlineData {
  const stored = readJson(storage, STORAGE_KEYS.data);
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return emptyData();
  return { ...emptyData(), ...(stored as Partial<OrderOnlineData>) };
}

export function saveData(storage: JourneyStorage, data: OrderOnlineData): void {
  write(storage, STORAGE_KEYS.data, data);
}

export function loadSoftLock(storage: JourneyStorage): SoftLock | null {
  const stored = readJson(storage, STORAGE_KEYS.softLock) as Partial<SoftLock> | null | undefined;
  if (!stored || typeof stored !== "object") return null;
  if (typeof stored.vehicleId !== "string" || typeof stored.lockId !== "string") return null;
  if (typeof stored.expiresAt !== "string" || Number.isNaN(Date.parse(stored.expiresAt))) return null;
  return {
    vehicleId: stored.vehicleId,
    lockId: stored.lockId,
    expiresAt: stored.expiresAt,
    initModal: stored.initModal === true,
    kickedOutModal: stored.kickedOutModal === true,
  };
}

export function saveSoftLock(storage: JourneyStorage, lock: SoftLock | null): void {
  if (lock) write(storage, STORAGE_KEYS.softLock, lock);
  else storage.removeItem(STORAGE_KEYS.softLock);
}

export function loadReservation(storage: JourneyStorage): Reservation | null {
  const stored = readJson(storage, STORAGE_KEYS.reservation) as Partial<Reservation> | null | undefined;
  if (!stored || typeof stored !== "object" || typeof stored.orderNumber !== "string") return null;
  return {
    orderNumber: stored.orderNumber,
    vehicleId: typeof stored.vehicleId === "string" ? stored.vehicleId : null,
    vehicleTitle: typeof stored.vehicleTitle === "string" ? stored.vehicleTitle : "",
    createdAt: typeof stored.createdAt === "string" ? stored.createdAt : "",
  };
}

function saveReservation(storage: JourneyStorage, reservation: Reservation): void {
  write(storage, STORAGE_KEYS.reservation, reservation);
}

/** The order is placed: the journey's working state goes, the reservation stays for the success page. */
export function finishJourney(storage: JourneyStorage, reservation: Reservation): void {
  storage.removeItem(STORAGE_KEYS.steps);
  storage.removeItem(STORAGE_KEYS.data);
  storage.removeItem(STORAGE_KEYS.softLock);
  saveReservation(storage, reservation);
}

/** Seconds left on a lock at `now` (never below 0). */
export function secondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

/** A countdown as m:ss, e.g. 14:05. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
