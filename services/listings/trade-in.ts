import { BRAND_KEYS } from "./dealers.ts";
import { BODY_TYPES, NAMEPLATES, catalogueSlug } from "./demo-catalogue.ts";

/** Languages the trade-in labels exist in; any other valid code gets English (the answer says which). */
const TRADE_IN_LANGUAGES = ["en", "fr"] as const;
type Language = (typeof TRADE_IN_LANGUAGES)[number];

const LABELS: Record<Language, Record<string, string>> = {
  en: {
    suv: "SUV",
    saloon: "Saloon",
    sports: "Sports car",
    petrol: "Petrol",
    diesel: "Diesel",
    electric: "Electric",
    mhev: "Mild hybrid",
    phev: "Plug-in hybrid",
    hybrid: "Hybrid",
  },
  fr: {
    suv: "SUV",
    saloon: "Berline",
    sports: "Voiture de sport",
    petrol: "Essence",
    diesel: "Diesel",
    electric: "Électrique",
    mhev: "Hybride léger",
    phev: "Hybride rechargeable",
    hybrid: "Hybride",
  },
};

function isLanguage(lang: string): lang is Language {
  return (TRADE_IN_LANGUAGES as readonly string[]).includes(lang);
}

/**
 * Trade-in form options (bodyTypes, brands, models, fuelTypes) from the demo
 * catalogue, labelled in `lang` when available (else English).
 */
export function tradeInOptions(requested: string) {
  const lang: Language = isLanguage(requested) ? requested : "en";
  const label = (key: string): string => LABELS[lang][key] ?? LABELS.en[key] ?? key;
  const bodyTypes = [...new Set(NAMEPLATES.map((nameplate) => BODY_TYPES[nameplate.name]!))];
  const fuelTypes = [
    ...new Set(NAMEPLATES.flatMap((nameplate) => nameplate.engines.flatMap((engine) => engine.types))),
  ];
  const brands = [...new Set(NAMEPLATES.map((nameplate) => nameplate.brand))];
  return {
    data: {
      bodyTypes: bodyTypes.map((key) => ({ key, label: label(key) })),
      brands: brands.map((brand) => ({ key: BRAND_KEYS[brand] ?? catalogueSlug(brand), label: brand })),
      models: NAMEPLATES.map((nameplate) => ({
        key: catalogueSlug(nameplate.name),
        label: nameplate.name,
        brand: BRAND_KEYS[nameplate.brand] ?? catalogueSlug(nameplate.brand),
        bodyType: BODY_TYPES[nameplate.name]!,
        fuelTypes: [...new Set(nameplate.engines.flatMap((engine) => engine.types))],
      })),
      fuelTypes: fuelTypes.map((key) => ({ key, label: label(key) })),
    },
    meta: { lang, requested },
  };
}
