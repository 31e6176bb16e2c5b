import type { SettingsStore } from "../settings/index.ts";

/**
 * The demo's service packs (decision 171), in English and Arabic (decision 181), stored once with the demo content so the checkout shows
 * the section; a site of its own starts with none (the setting's default is an empty list). Prices
 * are whole units of the demo's vehicle prices.
 */
const DEMO_SERVICE_PACKS = [
  {
    key: "care-3",
    name: "Service Plan 3",
    description: "At your retailer, with genuine parts, oils and labour.",
    years: 3,
    price: 2900,
    translations: {
      ar: { name: "خطة الصيانة 3", description: "لدى الوكيل، بقطع غيار وزيوت أصلية مع أجور العمل." },
    },
  },
  {
    key: "care-5",
    name: "Service Plan 5",
    description: "Transferable if you sell the vehicle.",
    years: 5,
    price: 4600,
    translations: { ar: { name: "خطة الصيانة 5", description: "تنتقل إلى المالك الجديد إذا بعت السيارة." } },
  },
  {
    key: "defender-adventure",
    name: "Defender Adventure Care",
    description: "Servicing after off-road use: underbody wash, wading and suspension checks.",
    years: 3,
    price: 3400,
    models: ["Defender 90", "Defender 110", "Defender 130"],
    translations: {
      ar: {
        name: "باقة Defender للمغامرات",
        description: "صيانة بعد القيادة على الطرق الوعرة: غسيل أسفل الهيكل وفحص الخوض في المياه ونظام التعليق.",
      },
    },
  },
];

/** Stores the demo packs unless the setting is stored already; true when it stored them. */
export async function seedDemoServicePacks(settings: SettingsStore): Promise<boolean> {
  if ((await settings.list("buy_online.service_packs")).length > 0) return false;
  const written = await settings.upsert("buy_online.service_packs", JSON.stringify(DEMO_SERVICE_PACKS));
  if (!written.ok) throw new Error(`the demo service packs are refused: ${written.message}`);
  return true;
}
