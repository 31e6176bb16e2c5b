import { describe, expect, it } from "vitest";
import {
  STORAGE_KEYS,
  finishJourney,
  formatCountdown,
  loadData,
  loadSoftLock,
  loadSteps,
  saveData,
  saveSteps,
  secondsLeft,
  emptyData,
  type JourneyStorage,
} from "./storage.ts";
import { initialSteps } from "./steps.ts";

function memoryStorage(initial: Record<string, string> = {}): JourneyStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe("order-online storage", () => {
  it("uses the seed's keys", () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      "sl_order_online_steps",
      "sl_order_online_data",
      "sl_order_online_soft_lock",
      "sl_order_online_reservation",
    ]);
  });

  it("a restorable stored step survives; one that may not be restored is removed from storage", () => {
    const good = memoryStorage();
    saveSteps(good, { ...initialSteps(), active: 1, enabled: [0, 1] });
    expect(loadSteps(good, 3).state.active).toBe(1);
    const bad = memoryStorage({ [STORAGE_KEYS.steps]: JSON.stringify({ active: 2, enabled: [0, 2] }) });
    expect(loadSteps(bad, 3).state).toEqual(initialSteps());
    expect(bad.items.has(STORAGE_KEYS.steps)).toBe(false);
    const broken = memoryStorage({ [STORAGE_KEYS.steps]: "{not json" });
    expect(loadSteps(broken, 3).clear).toBe(true);
    expect(broken.items.has(STORAGE_KEYS.steps)).toBe(false);
  });

  it("keeps the journey data, and anything missing is empty", () => {
    const storage = memoryStorage();
    saveData(storage, { ...emptyData(), vehicleId: "v1", configUrl: null });
    expect(loadData(storage).vehicleId).toBe("v1");
    expect(loadData(memoryStorage({ [STORAGE_KEYS.data]: "[]" }))).toEqual(emptyData());
  });

  it("reads a soft lock only when it is whole", () => {
    const lock = { vehicleId: "v1", lockId: "L1", expiresAt: "2030-01-01T00:00:00.000Z", initModal: true };
    expect(loadSoftLock(memoryStorage({ [STORAGE_KEYS.softLock]: JSON.stringify(lock) }))).toEqual({
      ...lock,
      kickedOutModal: false,
    });
    expect(
      loadSoftLock(memoryStorage({ [STORAGE_KEYS.softLock]: JSON.stringify({ ...lock, expiresAt: "soon" }) })),
    ).toBeNull();
  });

  it("finishing the journey keeps only the reservation", () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.steps]: "{}",
      [STORAGE_KEYS.data]: "{}",
      [STORAGE_KEYS.softLock]: "{}",
    });
    finishJourney(storage, { orderNumber: "A1", vehicleId: "v1", vehicleTitle: "Car", createdAt: "" });
    expect([...storage.items.keys()]).toEqual([STORAGE_KEYS.reservation]);
  });

  it("counts a lock down in m:ss, never below zero", () => {
    const now = Date.parse("2030-01-01T00:00:00.000Z");
    expect(secondsLeft("2030-01-01T00:15:00.000Z", now)).toBe(900);
    expect(secondsLeft("2029-12-31T23:59:00.000Z", now)).toBe(0);
    expect(formatCountdown(905)).toBe("15:05");
    expect(formatCountdown(0)).toBe("0:00");
  });
});
