import { describe, expect, it } from "vitest";
import {
  hasFilters,
  isSelected,
  parseFilterQuery,
  toggleAvailable,
  toggleFilter,
  type FilterQuery,
} from "./filter-query";

// What the filter bar does with a click (spec 2.10): found missing by mutation testing.
const none: FilterQuery = { groups: {}, available: false, page: 1 };

describe("toggling a filter option", () => {
  it("adds an option, then removes it, dropping the emptied group; back to page 1 each time", () => {
    const on = toggleFilter({ ...none, page: 4 }, "size", "3-6-months");
    expect(on).toEqual({ groups: { size: ["3-6-months"] }, available: false, page: 1 });
    expect(isSelected(on, "size", "3-6-months")).toBe(true);
    expect(isSelected(on, "brand", "3-6-months")).toBe(false);
    expect(hasFilters(on)).toBe(true);

    const off = toggleFilter({ ...on, page: 2 }, "size", "3-6-months");
    expect(off).toEqual({ groups: {}, available: false, page: 1 });
    expect(isSelected(off, "size", "3-6-months")).toBe(false);
    expect(hasFilters(off)).toBe(false);
  });

  it("keeps the other options and groups, and leaves the old state unchanged", () => {
    const before: FilterQuery = {
      groups: { size: ["0-3-months", "3-6-months"], brand: ["pip"] },
      available: true,
      page: 3,
    };
    const after = toggleFilter(before, "size", "0-3-months");
    expect(after).toEqual({
      groups: { size: ["3-6-months"], brand: ["pip"] },
      available: true,
      page: 1,
    });
    expect(before.groups.size).toEqual(["0-3-months", "3-6-months"]);
  });

  it("'available only' is a filter of its own", () => {
    const on = toggleAvailable({ ...none, page: 5 });
    expect(on).toEqual({ groups: {}, available: true, page: 1 });
    expect(hasFilters(on)).toBe(true);
    expect(toggleAvailable(on).available).toBe(false);
  });
});

describe("reading the filter URL", () => {
  it("trims spaces around comma-separated values", () => {
    expect(parseFilterQuery({ size: "0-3-months, 3-6-months" }).groups).toEqual({
      size: ["0-3-months", "3-6-months"],
    });
  });

  it("reads available as '1' or 'true' only", () => {
    expect(parseFilterQuery({ available: "true" }).available).toBe(true);
    expect(parseFilterQuery({ available: "1" }).available).toBe(true);
    expect(parseFilterQuery({ available: "yes" }).available).toBe(false);
    expect(parseFilterQuery({}).available).toBe(false);
  });

  it("reads page 1 and up; anything else is page 1", () => {
    expect(parseFilterQuery({ page: "1" }).page).toBe(1);
    expect(parseFilterQuery({ page: "2" }).page).toBe(2);
    for (const page of ["0", "-3", "2.5", "two", ""])
      expect(parseFilterQuery({ page }).page).toBe(1);
  });
});
