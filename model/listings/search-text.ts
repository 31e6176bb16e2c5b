/**
 * Text search ignores case, accents and punctuation: both the vehicle text and the query
 * are reduced to lower-case letters and digits separated by single spaces. Arabic is reduced the
 * way Arabic search engines do it: diacritics (harakat) and the tatweel dropped, the alef forms
 * (أ إ آ ٱ) written ا, taa marbuta ة as ه, alef maqsura ى as ي, and Arabic-Indic digits as 0-9, so
 * "رينج روفر ٢٠٢٤" and "رينج روفر 2024" are the same words however they were typed.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(ARABIC_LETTERS, (letter) => ARABIC_FOLDS[letter] ?? letter)
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Arabic letters searched as another form of themselves ("" drops the tatweel, which only stretches a word). */
const ARABIC_FOLDS: Readonly<Record<string, string>> = {
  "\u0671": "\u0627",
  "\u0629": "\u0647",
  "\u0649": "\u064a",
  "\u0640": "",
};
const ARABIC_LETTERS = /[\u0671\u0629\u0649\u0640]/g;

/** The query's words; a vehicle matches when its text contains every one. */
export function searchTerms(query: string): string[] {
  const normalised = normaliseSearchText(query);
  return normalised === "" ? [] : normalised.split(" ");
}
