/**
 * Text search ignores case, accents and punctuation (seed 000): both the vehicle text and the query
 * are reduced to lower-case letters and digits separated by single spaces.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The query's words; a vehicle matches when its text contains every one. */
export function searchTerms(query: string): string[] {
  const normalised = normaliseSearchText(query);
  return normalised === "" ? [] : normalised.split(" ");
}
