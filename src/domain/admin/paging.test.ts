import { describe, expect, it } from "vitest";
import { z } from "@/domain/zod";
import {
  firstValues,
  keptQuery,
  listRequest,
  pageOf,
  pageParam,
  pageWindow,
  queryValue,
  readLimit,
} from "./paging";

describe("back-office paging", () => {
  it("reads ?page as a whole number from 1, anything else as the first page", () => {
    expect(pageParam.parse("3")).toBe(3);
    expect(pageParam.parse(undefined)).toBe(1);
    expect(pageParam.parse("0")).toBe(1);
    expect(pageParam.parse("-2")).toBe(1);
    expect(pageParam.parse("2.5")).toBe(1);
    expect(pageParam.parse("abc")).toBe(1);
    expect(pageParam.parse("999999999")).toBe(1);
  });

  it("turns a page into a limit and an offset", () => {
    expect(pageWindow(1)).toEqual({ page: 1, limit: 50, offset: 0 });
    expect(pageWindow(3, 20)).toEqual({ page: 3, limit: 20, offset: 40 });
  });

  it("knows there is a next page when one row more than the page was read", () => {
    const window = pageWindow(1, 2);
    expect(readLimit(window)).toBe(3);
    expect(pageOf([1, 2, 3], window)).toEqual({ rows: [1, 2], hasNext: true });
    expect(pageOf([1, 2], window)).toEqual({ rows: [1, 2], hasNext: false });
  });

  it("takes the first of a repeated search parameter", () => {
    expect(queryValue(["a", "b"])).toBe("a");
    expect(queryValue("a")).toBe("a");
    expect(queryValue(undefined)).toBeUndefined();
  });

  it("reads a list page's filters (first values) and its window from the address", () => {
    const filters = z.object({
      q: z.string().optional(),
      status: z.enum(["A", "B"]).optional().catch(undefined),
    });
    expect(
      listRequest({ q: ["first", "second"], status: "C", page: "2", other: "x" }, filters),
    ).toEqual({
      filters: { q: "first", status: undefined },
      window: { page: 2, limit: 50, offset: 50 },
      query: { q: "first", status: "C", page: "2", other: "x" },
    });
    expect(listRequest({}, filters)).toEqual({ filters: {}, window: pageWindow(1), query: {} });
  });

  it("takes the first value of each parameter", () => {
    expect(firstValues({ q: ["a", "b"], page: "2", none: undefined })).toEqual({
      q: "a",
      page: "2",
      none: undefined,
    });
  });

  it("keeps a list's filters in its addresses: text, numbers, true as 1; not blanks or defaults", () => {
    expect(
      keptQuery(
        {
          q: "pip",
          brand: 7,
          overdue: true,
          late: false,
          none: undefined,
          blank: "",
          filter: "all",
        },
        { filter: "all" },
      ),
    ).toEqual({ q: "pip", brand: "7", overdue: "1" });
    expect(keptQuery({ filter: "open" }, { filter: "all" })).toEqual({ filter: "open" });
  });
});
