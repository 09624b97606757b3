import { describe, expect, it } from "vitest";
import { z } from "@/domain/zod";
import {
  choiceParam,
  containsPattern,
  dayParam,
  dayRangeParams,
  searchParam,
  searchedId,
} from "./list-params";

describe("a list's filter pieces", () => {
  it("a search is trimmed, blank is none, too long is none or cut", () => {
    const search = z.object({ q: searchParam(), cut: searchParam({ max: 3, longer: "cut" }) });
    expect(search.parse({ q: "  demo@ ", cut: " abcdef" })).toEqual({ q: "demo@", cut: "abc" });
    expect(search.parse({ q: "   ", cut: "" })).toEqual({ q: undefined, cut: undefined });
    expect(search.parse({ q: "x".repeat(201) }).q).toBeUndefined();
    expect(search.parse({ q: "x".repeat(200) }).q).toHaveLength(200);
    expect(search.parse({ q: 42 }).q).toBeUndefined();
  });

  it("a choice is one of its values or none", () => {
    const status = choiceParam(["A", "B"]);
    expect(status.parse("A")).toBe("A");
    expect(status.parse("C")).toBeUndefined();
    expect(status.parse(undefined)).toBeUndefined();
  });

  it("a day is a real yyyy-mm-dd day or none", () => {
    expect(dayParam.parse("2026-11-05")).toBe("2026-11-05");
    // Once a filter the database refused (a 500 on the deliveries list), now no filter.
    expect(dayParam.parse("2026-02-31")).toBeUndefined();
    expect(dayParam.parse("05/11/2026")).toBeUndefined();
    expect(z.object(dayRangeParams).parse({ from: "2026-11-01", to: "x" })).toEqual({
      from: "2026-11-01",
      to: undefined,
    });
  });

  it("a whole number searches by id", () => {
    expect(searchedId("42")).toBe(42);
    expect(searchedId("42a")).toBeUndefined();
    expect(searchedId(undefined)).toBeUndefined();
  });

  it("escapes LIKE's wildcards and lower-cases", () => {
    expect(containsPattern("A_b%")).toBe("%a\\_b\\%%");
    expect(containsPattern("a\\b")).toBe("%a\\\\b%");
  });
});
