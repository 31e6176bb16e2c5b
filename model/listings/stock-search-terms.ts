import { stockValueWords } from "../i18n/stock-values.ts";
import { normaliseSearchText } from "./search-text.ts";

/**
 * Brand, model and place names as Arabic writers spell them, by the name the stock is written in.
 * Spellings vary (رينج / رنج, جاكوار / جاغوار), so each name lists the ones in common use; the
 * normalisation of search-text.ts already folds alef forms, taa marbuta and diacritics.
 */
const ARABIC_NAMES: Readonly<Record<string, readonly string[]>> = {
  "land rover": ["لاند روفر", "لاندروفر"],
  "range rover": ["رينج روفر", "رنج روفر", "رانج روفر", "رينجروفر"],
  jaguar: ["جاكوار", "جاغوار", "جاجوار", "جكوار"],
  defender: ["ديفندر", "ديفيندر", "دفندر"],
  discovery: ["ديسكفري", "ديسكوفري", "دسكفري", "ديسكفرى"],
  sport: ["سبورت", "سبورتس"],
  evoque: ["ايفوك", "إيفوك"],
  velar: ["فيلار", "فلار"],
  autobiography: ["اوتوبيوغرافي", "أوتوبايوغرافي", "اوتوبايوجرافي"],
  dynamic: ["ديناميك", "داينامك", "داينميك"],
  pace: ["بيس"],
  type: ["تايب"],
  dubai: ["دبي"],
  "abu dhabi": ["ابوظبي", "أبو ظبي", "ابو ظبي"],
  "al ain": ["العين"],
  sharjah: ["الشارقة", "الشارقه"],
  "ras al khaimah": ["راس الخيمة", "رأس الخيمة"],
};

/** [Arabic words, English words] pairs, normalised, the longest first so "رينج روفر" is read before "روفر". */
const PHRASES: ReadonlyArray<readonly [string, string]> = [
  ...Object.entries(ARABIC_NAMES).flatMap(([english, spellings]) =>
    spellings.map((spelling) => [normaliseSearchText(spelling), english] as const),
  ),
  ...stockValueWords("ar").map(([word, english]) => [normaliseSearchText(word), normaliseSearchText(english)] as const),
  // The masculine forms (a visitor types "كهربائي" as often as the feminine "كهربائية" the cards show).
  ...(
    [
      ["كهربائي", "electric"],
      ["هجين", "hybrid"],
      ["جديد", "new"],
      ["مستعمل", "used"],
    ] as const
  ).map(([word, english]) => [normaliseSearchText(word), english] as const),
]
  .filter(([arabic]) => arabic !== "" && /[\u0600-\u06ff]/.test(arabic))
  .sort((a, b) => b[0].length - a[0].length);

/**
 * The words of a stock search: the normalised query, with the Arabic names of brands, models,
 * places and stock values (fuel, condition, colour...) replaced by the English words the stock is
 * written in, whole words only. A query without Arabic letters comes back as searchTerms gives it.
 */
export function stockSearchTerms(query: string): string[] {
  let text = normaliseSearchText(query);
  if (text === "") return [];
  if (/[\u0600-\u06ff]/.test(text)) {
    let padded = ` ${text} `;
    for (const [arabic, english] of PHRASES) padded = padded.replaceAll(` ${arabic} `, ` ${english} `);
    // A word glued to "و" (and) or "ال" (the) is looked up without it: "والديزل" is "diesel".
    text = padded
      .trim()
      .split(" ")
      .map((word) => wordWithoutPrefix(word))
      .join(" ");
  }
  return text.split(" ");
}

const SINGLE_WORDS = new Map(PHRASES.filter(([arabic]) => !arabic.includes(" ")));

function wordWithoutPrefix(word: string): string {
  for (const prefix of ["وال", "ال", "و"]) {
    if (word.startsWith(prefix) && SINGLE_WORDS.has(word.slice(prefix.length)))
      return SINGLE_WORDS.get(word.slice(prefix.length))!;
  }
  return word;
}
