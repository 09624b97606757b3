import { describe, expect, it } from "vitest";
import {
  containsPattern,
  dayAfter,
  firstValues,
  giftListFilters,
  orderListFilters,
  returnListFilters,
  searchedId,
} from "./list-filters";

describe("list filters from the address", () => {
  it("keep what parses and drop the rest", () => {
    expect(
      orderListFilters.parse({
        q: "  demo@ ",
        status: "ORDER_ACTIVE",
        from: "2026-01-01",
        to: "x",
      }),
    ).toEqual({ q: "demo@", status: "ORDER_ACTIVE", from: "2026-01-01", to: undefined });
    expect(orderListFilters.parse({ q: "", status: "SHIPPED", from: "2026-13-45" })).toEqual({
      q: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it("read overdue and the gift's paid/sent choice", () => {
    expect(returnListFilters.parse({ overdue: "1" }).overdue).toBe(true);
    expect(returnListFilters.parse({ overdue: "yes" }).overdue).toBe(false);
    expect(giftListFilters.parse({ state: "sent" }).state).toBe("sent");
    expect(giftListFilters.parse({ state: "lost" }).state).toBeUndefined();
  });

  it("a whole number searches by id", () => {
    expect(searchedId("42")).toBe(42);
    expect(searchedId("42a")).toBeUndefined();
    expect(searchedId(undefined)).toBeUndefined();
  });

  it("escapes LIKE's wildcards", () => {
    expect(containsPattern("A_b%")).toBe("%a\\_b\\%%");
  });

  it("the day after, across a month's end", () => {
    expect(dayAfter("2026-10-31")).toBe("2026-11-01");
  });
});

describe("firstValues", () => {
  it("takes the first of a repeated parameter", () => {
    expect(firstValues({ q: ["a", "b"], page: "2", none: undefined })).toEqual({
      q: "a",
      page: "2",
      none: undefined,
    });
  });
});
