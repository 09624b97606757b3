import { describe, expect, it } from "vitest";
import {
  DATE_MESSAGE,
  DATE_ORDER_MESSAGE,
  filterQuery,
  statisticsFilterSchema,
} from "./statistics-filter";

const parse = (query: Record<string, string | undefined>) =>
  statisticsFilterSchema.safeParse(query);

describe("the statistics filter", () => {
  it("reads nothing as every garment, sorted by id ascending", () => {
    expect(statisticsFilterSchema.parse({})).toEqual({ sort: "id", dir: "asc" });
  });

  it("treats the empty fields a GET form sends as no filter", () => {
    expect(
      statisticsFilterSchema.parse({
        brand: "",
        category: " ",
        season: "",
        status: "",
        launchedFrom: "",
        launchedTo: "",
        sort: "",
        dir: "",
      }),
    ).toEqual({ sort: "id", dir: "asc" });
  });

  it("keeps every filter, trimmed", () => {
    expect(
      statisticsFilterSchema.parse({
        brand: " Bonnie ",
        category: "Dresses",
        season: "Summer",
        status: "STORAGE",
        launchedFrom: "2026-01-01",
        launchedTo: "2026-01-31",
        sort: "efficiency",
        dir: "desc",
      }),
    ).toEqual({
      brand: "Bonnie",
      category: "Dresses",
      season: "Summer",
      status: "STORAGE",
      launchedFrom: "2026-01-01",
      launchedTo: "2026-01-31",
      sort: "efficiency",
      dir: "desc",
    });
  });

  it("refuses an unknown status, sort column or direction", () => {
    expect(parse({ status: "LOST" }).success).toBe(false);
    expect(parse({ sort: "current_rental_user_email" }).success).toBe(false);
    expect(parse({ sort: "id; drop table users" }).success).toBe(false);
    expect(parse({ dir: "up" }).success).toBe(false);
  });

  it("refuses a day that is not a calendar day, and a range the wrong way round", () => {
    for (const day of ["2026-02-30", "2026-13-01", "26-01-01", "yesterday", "2026-1-1"]) {
      const result = parse({ launchedFrom: day });
      expect(result.success, day).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DATE_MESSAGE);
    }
    const result = parse({ launchedFrom: "2026-05-01", launchedTo: "2026-04-30" });
    expect(result.error?.issues[0]).toMatchObject({
      message: DATE_ORDER_MESSAGE,
      path: ["launchedTo"],
    });
    expect(parse({ launchedFrom: "2026-05-01", launchedTo: "2026-05-01" }).success).toBe(true);
    expect(parse({ launchedFrom: "2024-02-29" }).success).toBe(true);
  });

  it("refuses a name longer than 100 characters", () => {
    expect(parse({ brand: "x".repeat(101) }).success).toBe(false);
    expect(parse({ brand: "x".repeat(100) }).success).toBe(true);
  });

  it("writes the address back without defaults", () => {
    expect(filterQuery(statisticsFilterSchema.parse({ brand: "Pip" }))).toEqual({
      brand: "Pip",
      category: undefined,
      season: undefined,
      status: undefined,
      launchedFrom: undefined,
      launchedTo: undefined,
      sort: undefined,
      dir: undefined,
    });
    expect(
      filterQuery(statisticsFilterSchema.parse({ sort: "lifespan", dir: "desc" })),
    ).toMatchObject({ sort: "lifespan", dir: "desc" });
  });
});
