import { describe, expect, it } from "vitest";
import {
  parseSearchRequest,
  SEARCH_LIMITS,
  SEARCH_TOO_LONG_MESSAGE,
  SEARCH_TOO_SHORT_MESSAGE,
  searchHref,
  searchTextSchema,
  searchWords,
} from "./search-query";

describe("the search box's words", () => {
  it("are runs of letters or digits, lower case, each once, in the order typed", () => {
    expect(searchWords("Navy  DUNGAREES, navy!")).toEqual(["navy", "dungarees"]);
    expect(searchWords("Bramble & Wren")).toEqual(["bramble", "wren"]);
    expect(searchWords("3-6 months")).toEqual(["months"]);
    expect(searchWords("12-18 months")).toEqual(["12", "18", "months"]);
  });

  it("drop apostrophes inside a word and leave out one-letter words", () => {
    expect(searchWords("children's coat")).toEqual(["childrens", "coat"]);
    expect(searchWords("kids’ a b coat")).toEqual(["kids", "coat"]);
  });

  it("keep letters of any script and make full-width forms plain (NFKC)", () => {
    expect(searchWords("Crème brûlée")).toEqual(["crème", "brûlée"]);
    expect(searchWords("ＮＡＶＹ")).toEqual(["navy"]);
  });

  it("carry no operator of SQL or of a text-search query", () => {
    for (const hostile of ["'); drop table products; --", "a & b | !c <-> d:*", '%_\\"`;'])
      for (const word of searchWords(hostile)) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
    expect(searchWords("'); drop table products; --")).toEqual(["drop", "table", "products"]);
  });
});

describe("/search's query", () => {
  it("is blank when nothing or only spaces were typed", () => {
    expect(parseSearchRequest({})).toEqual({ state: "blank" });
    expect(parseSearchRequest({ q: "  \t " })).toEqual({ state: "blank" });
    expect(parseSearchRequest({ q: [] })).toEqual({ state: "blank" });
  });

  it("is ready with the tidied text and its words; a repeated q counts once", () => {
    expect(parseSearchRequest({ q: "  navy   raincoat " })).toEqual({
      state: "ready",
      text: "navy raincoat",
      words: ["navy", "raincoat"],
    });
    expect(parseSearchRequest({ q: ["rust", "sage"] })).toEqual({
      state: "ready",
      text: "rust",
      words: ["rust"],
    });
  });

  it("asks for 2 letters or numbers when there is no word of 2", () => {
    for (const q of ["a", "!!", "a b c", "'"])
      expect(parseSearchRequest({ q })).toEqual({
        state: "refused",
        text: q,
        message: "Type at least 2 letters or numbers to search.",
      });
    expect(SEARCH_TOO_SHORT_MESSAGE).toBe("Type at least 2 letters or numbers to search.");
    expect(parseSearchRequest({ q: "ab" }).state).toBe("ready");
  });

  it("asks for a shorter text past 100 characters or 8 words, and shows it cut to 100", () => {
    const message = "Please shorten your search to 8 words and 100 characters.";
    expect(SEARCH_TOO_LONG_MESSAGE).toBe(message);
    const long = "dungarees ".repeat(12).trim(); // 119 characters, one word
    expect(parseSearchRequest({ q: long })).toEqual({
      state: "refused",
      text: long.slice(0, 100),
      message,
    });
    expect(parseSearchRequest({ q: "x".repeat(100) }).state).toBe("ready");
    expect(parseSearchRequest({ q: "x".repeat(101) }).state).toBe("refused");
    const nine = "aa bb cc dd ee ff gg hh ii";
    expect(parseSearchRequest({ q: nine })).toEqual({ state: "refused", text: nine, message });
    expect(parseSearchRequest({ q: "aa bb cc dd ee ff gg hh" }).state).toBe("ready");
    // Repeats are one word.
    expect(parseSearchRequest({ q: "aa aa aa aa aa aa aa aa aa bb" }).state).toBe("ready");
    expect(SEARCH_LIMITS).toMatchObject({ maxLength: 100, maxWords: 8 });
  });

  it("is one zod schema, usable wherever the text is checked", () => {
    expect(searchTextSchema.safeParse("navy").success).toBe(true);
    expect(searchTextSchema.safeParse("!").error?.issues.map((i) => i.message)).toEqual([
      "Type at least 2 letters or numbers to search.",
    ]);
  });

  it("links a suggestion to its search", () => {
    expect(searchHref("Bramble & Wren")).toBe("/search?q=Bramble+%26+Wren");
  });
});
