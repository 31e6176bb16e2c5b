/**
 * The stock's known value vocabulary in other languages: fuel types, conditions, availability,
 * transmissions, drivetrains, body styles and plain colours as the stock shapes them in English
 * ("Plug-in hybrid", "In stock", "automatic"). A value is translated whole or not at all: a paint name
 * ("Firenze Red"), a version or anything else the feed writes stays as it is.
 */
const VALUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ar: {
    petrol: "بنزين",
    diesel: "ديزل",
    electric: "كهربائية",
    hybrid: "هجينة",
    "mild hybrid": "هجينة خفيفة",
    "plug-in hybrid": "هجينة قابلة للشحن",
    new: "جديدة",
    used: "مستعملة",
    approved: "معتمدة",
    "in stock": "متوفرة في المخزون",
    "available soon": "متوفرة قريبًا",
    reserved: "محجوزة",
    sold: "مباعة",
    "in production": "قيد الإنتاج",
    "on demand": "حسب الطلب",
    "in delivery": "قيد التسليم",
    demonstrator: "سيارة عرض",
    private: "استخدام خاص",
    company: "سيارة شركة",
    rental: "تأجير",
    automatic: "أوتوماتيكي",
    manual: "يدوي",
    "single-speed": "سرعة واحدة",
    awd: "دفع رباعي",
    "4wd": "دفع رباعي",
    rwd: "دفع خلفي",
    fwd: "دفع أمامي",
    "all-wheel drive": "دفع رباعي",
    "rear-wheel drive": "دفع خلفي",
    "front-wheel drive": "دفع أمامي",
    suv: "رياضية متعددة الاستخدامات",
    saloon: "سيدان",
    sedan: "سيدان",
    coupe: "كوبيه",
    convertible: "مكشوفة",
    estate: "ستيشن",
    hatchback: "هاتشباك",
    black: "أسود",
    white: "أبيض",
    grey: "رمادي",
    gray: "رمادي",
    silver: "فضي",
    blue: "أزرق",
    red: "أحمر",
    green: "أخضر",
    brown: "بني",
    beige: "بيج",
    orange: "برتقالي",
    yellow: "أصفر",
  },
};

/** The English stock values a language has words for, by those words (for searching in that language). */
export function stockValueWords(language: string): ReadonlyArray<readonly [word: string, english: string]> {
  const words = Object.hasOwn(VALUES, language) ? VALUES[language]! : {};
  return Object.entries(words).map(([english, word]) => [word, english] as const);
}

/** How a language separates the items of a short list ("Petrol, Electric"). */
const LIST_SEPARATOR: Readonly<Record<string, string>> = { ar: "، " };

/**
 * A stock value in `locale`'s words when it is a known one; a comma-separated list ("Petrol,
 * Electric") item by item. Unknown values, and every value in a language without a vocabulary,
 * come back unchanged.
 */
export function stockValue(locale: string, value: string): string {
  const language = locale.toLowerCase().split("-")[0]!;
  const words = Object.hasOwn(VALUES, language) ? VALUES[language]! : null;
  if (!words || value.trim() === "") return value;
  const one = (item: string) => {
    const key = item.trim().toLowerCase();
    return Object.hasOwn(words, key) ? words[key]! : item.trim();
  };
  if (!value.includes(",")) return Object.hasOwn(words, value.trim().toLowerCase()) ? one(value) : value;
  const items = value.split(",");
  if (!items.every((item) => Object.hasOwn(words, item.trim().toLowerCase()))) return value;
  return items.map(one).join(LIST_SEPARATOR[language] ?? ", ");
}
