/**
 * The search's words and limits (issue 26, decision 064), apart from its zod schema: the header's
 * form is on every page, and importing the schema there put zod in every page's first load.
 */

export const SEARCH_PATH = "/search";
export const SEARCH_PARAM = "q";

export const SEARCH_LIMITS = {
  /** Characters of the whole text, spaces included (the input's maxLength too). */
  maxLength: 100,
  /** Words looked for; a longer text is refused rather than cut (a product name has 4 or 5). */
  maxWords: 8,
  /** Letters or digits in a word; a shorter word ('a', the s of "children's") is left out. */
  minWordLength: 2,
  /** A word this long may also match with a typo (trigram similarity); a shorter one only as typed. */
  minTypoLength: 4,
  /**
   * Cards shown, best first (a page of /collection): a search that matches more asks for another
   * word. Loading the cards' data is most of a search's time (bench/search.mjs).
   */
  results: 24,
} as const;

export const SEARCH_TOO_SHORT_MESSAGE = "Type at least 2 letters or numbers to search.";
export const SEARCH_TOO_LONG_MESSAGE = `Please shorten your search to ${SEARCH_LIMITS.maxWords} words and ${SEARCH_LIMITS.maxLength} characters.`;

/**
 * The words of a search, lower case, each once, in the order typed. A word is a run of letters or
 * digits in any script; apostrophes inside a word are dropped ("children's" → "childrens"), every
 * other character separates words, so nothing typed reaches the database as an operator.
 */
export function searchWords(text: string): string[] {
  const words = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= SEARCH_LIMITS.minWordLength);
  return [...new Set(words)];
}
