import { z } from "@/domain/zod";
import {
  SEARCH_LIMITS,
  SEARCH_PARAM,
  SEARCH_PATH,
  SEARCH_TOO_LONG_MESSAGE,
  SEARCH_TOO_SHORT_MESSAGE,
  searchWords,
} from "./search-terms";

/**
 * The search box (issue 26, decision 064): what a parent typed, read from `/search?q=…`, checked
 * by one zod schema and cut into the words the database looks for. The page shows the messages
 * word for word; the header's form and the results page's form send the same `q`.
 */

export {
  SEARCH_LIMITS,
  SEARCH_PARAM,
  SEARCH_PATH,
  SEARCH_TOO_LONG_MESSAGE,
  SEARCH_TOO_SHORT_MESSAGE,
  searchWords,
} from "./search-terms";

/** The text as typed, with runs of spaces (tabs, new lines) made one and the ends trimmed. */
function tidy(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** `q` as it arrives in a URL: absent, once, or repeated (the first counts). */
const rawQuery = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => tidy((Array.isArray(value) ? value[0] : value) ?? ""));

/** The rules of a search that can run: some words, not too many, not too long. */
export const searchTextSchema = z
  .string()
  .max(SEARCH_LIMITS.maxLength, SEARCH_TOO_LONG_MESSAGE)
  .refine((text) => searchWords(text).length > 0, {
    message: SEARCH_TOO_SHORT_MESSAGE,
    abort: true,
  })
  .refine((text) => searchWords(text).length <= SEARCH_LIMITS.maxWords, SEARCH_TOO_LONG_MESSAGE);

export type SearchRequest =
  /** Nothing typed: the page shows the field and suggestions. */
  | { state: "blank" }
  /** Typed, but not searchable: the page says why, the text kept in the field. */
  | { state: "refused"; text: string; message: string }
  | { state: "ready"; text: string; words: string[] };

/** Reads `/search`'s query (Next's searchParams shape). */
export function parseSearchRequest(
  raw: Record<string, string | string[] | undefined>,
): SearchRequest {
  const text = rawQuery.parse(raw[SEARCH_PARAM]);
  if (text === "") return { state: "blank" };
  const checked = searchTextSchema.safeParse(text);
  if (!checked.success) {
    return {
      state: "refused",
      // A text past the limit is shown cut to it, as the field would have taken it.
      text: text.slice(0, SEARCH_LIMITS.maxLength),
      message: checked.error.issues[0]?.message ?? SEARCH_TOO_SHORT_MESSAGE,
    };
  }
  return { state: "ready", text, words: searchWords(text) };
}

/** The address of a search for the text (the suggestions' links). */
export function searchHref(text: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: text }).toString()}`;
}
