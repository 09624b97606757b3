import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FILTER_GROUP_KEYS } from "./filter-groups";
import {
  narrowsCollection,
  FILTER_LIMITS,
  filterQueryString,
  parseFilterQuery,
  selectedSlugs,
  toggleAvailable,
  toggleFilter,
  collectionHref,
  withSort,
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
    expect(parseFilterQuery({ page: "-2", size: "<script>" })).toEqual({
      groups: {},
      available: false,
      page: 1,
    });
    expect(parseFilterQuery({ page: "1.5" }).page).toBe(1);
  });

  it("writes a stable query string that reads back to the same state", () => {
    const query = parseFilterQuery({
      size: "3-6-months",
      color: "sage",
      available: "1",
      page: "2",
    });
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

describe("the caps on a filter URL (issue 7: 1,500 values must not make a huge page)", () => {
  const slugs = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

  it("keeps the first 24 values of a group, repeated or comma-separated, and ignores the rest", () => {
    const query = parseFilterQuery({ size: [slugs("s", 10).join(","), ...slugs("t", 1500)] });
    expect(query.groups.size).toEqual([...slugs("s", 10), ...slugs("t", 14)]);
    expect(query.groups.size).toHaveLength(FILTER_LIMITS.perGroup);
  });

  it("keeps at most 48 values over all groups, filling them group by group", () => {
    const raw = Object.fromEntries(FILTER_GROUP_KEYS.map((key) => [key, slugs(key, 30)]));
    const query = parseFilterQuery(raw);
    expect(selectedSlugs(query)).toHaveLength(FILTER_LIMITS.total);
    const [first, second, third] = FILTER_GROUP_KEYS;
    expect(query.groups[first!]).toEqual(slugs(first!, 24));
    expect(query.groups[second!]).toEqual(slugs(second!, 24));
    expect(query.groups[third!]).toBeUndefined();
  });

  it("ignores a value longer than 64 characters, and counts duplicates once", () => {
    const long = "a".repeat(FILTER_LIMITS.valueLength + 1);
    expect(parseFilterQuery({ size: [long, "a".repeat(64), "sage", "sage"] }).groups.size).toEqual([
      "a".repeat(64),
      "sage",
    ]);
  });

  it("reads a page number no higher than the cap", () => {
    expect(parseFilterQuery({ page: "99999999999999999999" }).page).toBe(FILTER_LIMITS.page);
  });

  it("never yields more than the caps, whatever the URL holds", () => {
    const value = fc.oneof(fc.string({ maxLength: 80 }), fc.stringMatching(/^[a-z0-9-]{1,70}$/));
    const param = fc.oneof(
      fc.constant(undefined),
      value,
      fc.array(value, { maxLength: 60 }),
      fc.array(value, { maxLength: 30 }).map((v) => v.join(",")),
    );
    const raw = fc.record(
      Object.fromEntries(FILTER_GROUP_KEYS.map((key) => [key, param])) as Record<
        string,
        typeof param
      >,
    );
    fc.assert(
      fc.property(raw, (url) => {
        const query = parseFilterQuery(url);
        const all = selectedSlugs(query);
        expect(all.length).toBeLessThanOrEqual(FILTER_LIMITS.total);
        for (const values of Object.values(query.groups)) {
          expect(values.length).toBeGreaterThan(0);
          expect(values.length).toBeLessThanOrEqual(FILTER_LIMITS.perGroup);
          expect(new Set(values).size).toBe(values.length);
        }
        for (const slug of all) expect(slug.length).toBeLessThanOrEqual(FILTER_LIMITS.valueLength);
        // What the page links to reads back to the same state.
        expect(parseFilterQuery(Object.fromEntries(groupsOf(filterQueryString(query))))).toEqual(
          query,
        );
      }),
      { numRuns: 200 },
    );
  });
});

/** A query string as Next hands it to the page: repeated keys become arrays. */
function groupsOf(text: string): [string, string | string[]][] {
  const params = new URLSearchParams(text);
  return [...new Set(params.keys())].map((key) => {
    const all = params.getAll(key);
    return [key, all.length === 1 ? all[0]! : all];
  });
}

describe("which /collection URLs are the shared first page (issue 8)", () => {
  it("the plain page, and campaign or popup keys, are the first page for everyone", () => {
    for (const search of ["", "subscribe2023", "enableTest=1&utm_source=mail"]) {
      expect(narrowsCollection(new URLSearchParams(search)), search).toBe(false);
    }
  });

  it("any filter group, 'In stock only' or a page number narrows the view", () => {
    for (const key of [...FILTER_GROUP_KEYS, "available", "page"]) {
      expect(narrowsCollection(new URLSearchParams(`${key}=1`)), key).toBe(true);
    }
    expect(narrowsCollection(new URLSearchParams("utm_source=x&size=0-3-months"))).toBe(true);
  });
});

describe("sort (issue 13)", () => {
  it("reads a known order from the URL and ignores anything else", () => {
    expect(parseFilterQuery({ sort: "price-low" }).sort).toBe("price-low");
    expect(parseFilterQuery({ sort: "cheapest" })).not.toHaveProperty("sort");
    expect(parseFilterQuery({})).not.toHaveProperty("sort");
  });

  it("keeps the order in the address, with the filters, and starts again at page 1", () => {
    const query = withSort(
      { ...parseFilterQuery({ size: "0-3-months", page: "2" }) },
      "price-high",
    );
    expect(collectionHref(query)).toBe("/collection/browse?size=0-3-months&sort=price-high");
    expect(collectionHref(withSort(query, "recommended"))).toBe(
      "/collection/browse?size=0-3-months",
    );
    expect(narrowsCollection(new URLSearchParams("sort=price-low"))).toBe(true);
  });
});
