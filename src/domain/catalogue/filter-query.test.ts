import { describe, expect, it } from "vitest";
import {
  filterQueryString,
  parseFilterQuery,
  selectedSlugs,
  toggleAvailable,
  toggleFilter,
} from "./filter-query";

describe("the catalogue's filter state in the URL query", () => {
  it("reads repeated and comma-separated values per group, 'available=1' and the page", () => {
    const query = parseFilterQuery({
      size: ["0-3-months", "3-6-months,6-9-months"],
      brand: "pip-and-bramble",
      available: "1",
      page: "3",
      utm_source: "newsletter",
    });
    expect(query).toEqual({
      groups: { brand: ["pip-and-bramble"], size: ["0-3-months", "3-6-months", "6-9-months"] },
      available: true,
      page: 3,
    });
    expect(selectedSlugs(query)).toEqual([
      "pip-and-bramble",
      "0-3-months",
      "3-6-months",
      "6-9-months",
      "product-available",
    ]);
  });

  it("ignores a bad page number and values that are not slugs", () => {
    expect(parseFilterQuery({ page: "-2", size: "<script>" })).toEqual({ groups: {}, available: false, page: 1 });
    expect(parseFilterQuery({ page: "1.5" }).page).toBe(1);
  });

  it("writes a stable query string that reads back to the same state", () => {
    const query = parseFilterQuery({ size: "3-6-months", color: "sage", available: "1", page: "2" });
    const text = filterQueryString(query);
    expect(text).toBe("?color=sage&size=3-6-months&available=1&page=2");
    expect(parseFilterQuery(Object.fromEntries(new URLSearchParams(text)))).toEqual(query);
    expect(filterQueryString(parseFilterQuery({}))).toBe("");
  });

  it("toggles an option on and off and returns to page 1", () => {
    const start = parseFilterQuery({ size: "3-6-months", page: "4" });
    const added = toggleFilter(start, "size", "6-9-months");
    expect(added.groups.size).toEqual(["3-6-months", "6-9-months"]);
    expect(added.page).toBe(1);
    const removed = toggleFilter(toggleFilter(added, "size", "6-9-months"), "size", "3-6-months");
    expect(removed.groups).toEqual({});
    expect(toggleAvailable(removed).available).toBe(true);
  });
});
