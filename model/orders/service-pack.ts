/**
 * Service packs at checkout (decision 171): the packs a site sells with a vehicle (setting
 * `buy_online.service_packs`), which of them a vehicle gets, and what an order keeps of the one the
 * buyer chose. The price always comes from the setting, never from the browser.
 */
import type { OrderServicePack } from "../../generated/contracts/entities/order.ts";

/** One pack as the setting declares it. `brands`/`models` empty or absent: every vehicle gets it. */
export interface ServicePack {
  key: string;
  name: string;
  description: string;
  /** How many years of scheduled servicing it covers. */
  years: number;
  /** In whole units of the vehicle prices' currency (as display_price). */
  price: number;
  brands?: string[];
  models?: string[];
  /** The name and description in other languages, by language code (`ar`); left out: the main ones. */
  translations?: Readonly<Record<string, PackWords>>;
}

/** A pack's words in one language. */
export interface PackWords {
  name?: string;
  description?: string;
}

/** What an order keeps of the chosen pack (its shape is declared in schemas/order.schema.json). */
export type StoredServicePack = OrderServicePack;

const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "") : [];

/** The translations of a setting entry: texts only, trimmed, empty ones dropped. */
function translationsOf(value: unknown): Record<string, PackWords> {
  const translations: Record<string, PackWords> = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return translations;
  for (const [language, words] of Object.entries(value as Record<string, unknown>)) {
    if (!words || typeof words !== "object") continue;
    const { name, description } = words as Record<string, unknown>;
    const entry: PackWords = {};
    if (typeof name === "string" && name.trim() !== "") entry.name = name.trim();
    if (typeof description === "string" && description.trim() !== "") entry.description = description.trim();
    if (entry.name || entry.description) translations[language.toLowerCase()] = entry;
  }
  return translations;
}

/**
 * The pack's name and description in `locale` (`ar`, or `ar-AE` falling back to `ar`), each falling
 * back to the main one the setting gives; the main ones without a locale.
 */
export function packWordsIn(pack: ServicePack, locale?: string | null): Required<PackWords> {
  const code = locale?.toLowerCase().replace("_", "-") ?? "";
  const words = pack.translations?.[code] ?? pack.translations?.[code.split("-")[0]!] ?? {};
  return { name: words.name ?? pack.name, description: words.description ?? pack.description };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The packs of the setting's value (already parsed JSON). Entries that are not packs (no key, a
 * repeated key, a price below 0) are left out rather than failing the checkout: the registry's
 * schema refuses them on save, and a hand-edited database should not stop buyers reserving.
 */
export function parseServicePacks(value: unknown): ServicePack[] {
  const list = Array.isArray(value) ? value : [];
  const packs: ServicePack[] = [];
  for (const entry of list) {
    if (!entry || typeof entry !== "object") continue;
    const item = entry as Record<string, unknown>;
    const { key, name, description, years, price } = item;
    if (typeof key !== "string" || !KEY.test(key) || packs.some((pack) => pack.key === key)) continue;
    if (typeof name !== "string" || name.trim() === "") continue;
    if (typeof price !== "number" || !Number.isInteger(price) || price < 0) continue;
    packs.push({
      key,
      name: name.trim(),
      description: typeof description === "string" ? description.trim() : "",
      years: typeof years === "number" && Number.isInteger(years) && years > 0 ? years : 1,
      price,
      brands: texts(item.brands),
      models: texts(item.models),
      translations: translationsOf(item.translations),
    });
  }
  return packs;
}

/** The packs a vehicle of `brand` and `model` (nameplate) is offered: brand and model lists match without case. */
export function packsFor(packs: readonly ServicePack[], vehicle: { brand: string; model: string }): ServicePack[] {
  return packs.filter(
    (pack) =>
      (!pack.brands?.length || pack.brands.some((brand) => same(brand, vehicle.brand))) &&
      (!pack.models?.length || pack.models.some((model) => same(model, vehicle.model))),
  );
}

/** The problem with a chosen pack key, for the field `service_pack`, or null when the vehicle is offered it. */
export function servicePackProblem(key: string, offered: readonly ServicePack[]): { message: string } | null {
  return offered.some((pack) => pack.key === key)
    ? null
    : {
        message: `service_pack must be one of the packs offered for this vehicle${offered.length ? ` (${offered.map((pack) => pack.key).join(", ")})` : ": none is"}.`,
      };
}

/** The pack as the order keeps it, with the total the server computed; `format` writes a price as the site does. */
export function storedServicePack(
  pack: ServicePack,
  vehiclePrice: number,
  format: (value: number) => string,
  locale?: string | null,
): StoredServicePack {
  const total = vehiclePrice + pack.price;
  // The buyer's language's name too, so the confirmation shows what the buyer chose and staff see both.
  const local = packWordsIn(pack, locale).name;
  return {
    key: pack.key,
    name: pack.name,
    ...(local !== pack.name ? { local_name: local } : {}),
    years: pack.years,
    price: pack.price,
    price_text: format(pack.price),
    vehicle_price: vehiclePrice,
    total,
    total_text: format(total),
  };
}
