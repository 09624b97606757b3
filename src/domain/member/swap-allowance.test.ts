import { describe, expect, it } from "vitest";
import { settingsForm } from "@/domain/content/content-forms";
import { parseSettings } from "@/domain/content/settings";
import {
  DEFAULT_SWAPS_PER_PERIOD,
  noSwapsLeftMessage,
  parseSwapsPerPeriod,
  startOfLondonDay,
  swapAllowance,
  swapLines,
  swapWindow,
} from "./swap-allowance";

const at = (iso: string) => new Date(iso);

describe("the setting of swaps per billing period", () => {
  it("is one swap by default, when a document has none", () => {
    expect(DEFAULT_SWAPS_PER_PERIOD).toBe(1);
    expect(parseSettings({}).swapsPerPeriod).toBe(1);
    expect(parseSettings({ swapsPerPeriod: "x" }).swapsPerPeriod).toBe(1);
    expect(parseSettings({ swapsPerPeriod: 3 }).swapsPerPeriod).toBe(3);
  });

  it("takes a whole number from 1 to 10, typed as a number or text; anything else is the default", () => {
    expect([1, 2, 10, "4", " 5 "].map(parseSwapsPerPeriod)).toEqual([1, 2, 10, 4, 5]);
    expect(
      [0, -1, 11, 2.5, "", "two", null, undefined, true, [3], { n: 3 }].map(parseSwapsPerPeriod),
    ).toEqual(Array(11).fill(1));
  });

  it("the back office's form wants 1 to 10 whole swaps, and lets an older document without it pass", () => {
    const errorOf = (swapsPerPeriod: unknown) =>
      settingsForm.shape.swapsPerPeriod.safeParse(swapsPerPeriod).error?.issues[0]?.message;
    expect(errorOf(0)).toBe("At least 1 swap: members need to change what they have outgrown");
    expect(errorOf("")).toBe("At least 1 swap: members need to change what they have outgrown");
    expect(errorOf(11)).toBe("At most 10 swaps");
    expect(errorOf(1.5)).toBe("Enter a whole number");
    expect(errorOf("lots")).toBe("Enter a whole number");
    expect(errorOf(10)).toBeUndefined();
    expect(errorOf("2")).toBeUndefined();
    expect(errorOf(undefined)).toBeUndefined();
  });
});

describe("a London day", () => {
  it("starts at midnight GMT in winter and at 23:00 UTC the evening before in summer", () => {
    expect(startOfLondonDay(at("2026-12-20T14:00:00Z"))).toEqual(at("2026-12-20T00:00:00Z"));
    expect(startOfLondonDay(at("2026-12-20T00:00:00Z"))).toEqual(at("2026-12-20T00:00:00Z"));
    expect(startOfLondonDay(at("2026-06-04T10:00:00Z"))).toEqual(at("2026-06-03T23:00:00Z"));
    // 23:30 UTC is already half past midnight the next day in London.
    expect(startOfLondonDay(at("2026-06-03T23:30:00Z"))).toEqual(at("2026-06-03T23:00:00Z"));
    expect(startOfLondonDay(at("2026-06-03T22:59:59Z"))).toEqual(at("2026-06-02T23:00:00Z"));
  });

  it("on the days the clocks change starts at the midnight before the change", () => {
    expect(startOfLondonDay(at("2026-03-29T12:00:00Z"))).toEqual(at("2026-03-29T00:00:00Z"));
    expect(startOfLondonDay(at("2026-10-25T12:00:00Z"))).toEqual(at("2026-10-24T23:00:00Z"));
  });
});

describe("the billing period swaps are counted in", () => {
  const periodEnd = at("2026-12-20T14:00:00Z");
  const period = { start: at("2026-11-20T00:00:00Z"), end: at("2026-12-20T00:00:00Z") };

  it("is the month ending on the provider's period end, from London midnight to London midnight", () => {
    expect(swapWindow(periodEnd, at("2026-12-01T09:00:00Z"))).toEqual(period);
    expect(swapWindow(periodEnd, period.start)).toEqual(period);
    expect(swapWindow(periodEnd, at("2026-12-19T23:59:59Z"))).toEqual(period);
  });

  it("moves on at midnight of the day the period ends, renewal heard of or not", () => {
    const next = { start: period.end, end: at("2027-01-20T00:00:00Z") };
    expect(swapWindow(periodEnd, period.end)).toEqual(next);
    expect(swapWindow(periodEnd, at("2027-01-05T12:00:00Z"))).toEqual(next);
    expect(swapWindow(periodEnd, at("2027-06-25T12:00:00Z"))).toEqual({
      start: at("2027-06-19T23:00:00Z"),
      end: at("2027-07-19T23:00:00Z"),
    });
  });

  it("is the current month when the period end lies further ahead", () => {
    expect(swapWindow(at("2027-03-20T14:00:00Z"), at("2026-12-01T09:00:00Z"))).toEqual(period);
    expect(swapWindow(periodEnd, at("2026-11-19T23:59:59Z"))).toEqual({
      start: at("2026-10-19T23:00:00Z"),
      end: period.start,
    });
  });

  it("keeps a period that ends on the 31st on the 31st, and the last day of a shorter month", () => {
    const endsOn31st = at("2027-03-31T10:00:00Z");
    expect(swapWindow(endsOn31st, at("2027-03-10T12:00:00Z"))).toEqual({
      start: at("2027-02-28T00:00:00Z"),
      end: at("2027-03-30T23:00:00Z"),
    });
    expect(swapWindow(endsOn31st, at("2027-05-01T12:00:00Z"))).toEqual({
      start: at("2027-04-29T23:00:00Z"),
      end: at("2027-05-30T23:00:00Z"),
    });
  });

  it("is the calendar month when the provider has stated no period end", () => {
    expect(swapWindow(null, at("2026-11-27T12:00:00Z"))).toEqual({
      start: at("2026-11-01T00:00:00Z"),
      end: at("2026-12-01T00:00:00Z"),
    });
    expect(swapWindow(null, at("2026-07-31T23:30:00Z"))).toEqual({
      start: at("2026-07-31T23:00:00Z"),
      end: at("2026-08-31T23:00:00Z"),
    });
  });
});

describe("swaps left", () => {
  const window = { start: at("2026-11-20T00:00:00Z"), end: at("2026-12-20T00:00:00Z") };

  it("are the allowance less the swaps made; none left names the period's end", () => {
    expect(swapAllowance(1, 0, window)).toEqual({ allowance: 1, left: 1, nextFreeSwap: null });
    expect(swapAllowance(2, 1, window)).toEqual({ allowance: 2, left: 1, nextFreeSwap: null });
    expect(swapAllowance(1, 1, window)).toEqual({
      allowance: 1,
      left: 0,
      nextFreeSwap: window.end,
    });
    // Made before the allowance was lowered: none left, never fewer than none.
    expect(swapAllowance(1, 3, window)).toMatchObject({ left: 0, nextFreeSwap: window.end });
  });

  it("a swap beyond them is refused with the day of the next free one", () => {
    expect(noSwapsLeftMessage(1, window.end)).toBe(
      "Your plan includes 1 swap per billing period and you have used it. Your next free swap: 20 December.",
    );
    expect(noSwapsLeftMessage(2, at("2027-06-02T23:00:00Z"))).toBe(
      "Your plan includes 2 swaps per billing period and you have used them. Your next free swap: 3 June.",
    );
  });

  it("/account says how many are left and when the next is free", () => {
    const used = swapAllowance(1, 1, window);
    expect(swapLines(used, false)).toEqual({ left: "0 of 1", nextFreeSwap: "20 December" });
    expect(swapLines(swapAllowance(3, 1, window), false)).toEqual({
      left: "2 of 3",
      nextFreeSwap: "Now",
    });
    // A membership ending with the period has no next swap to promise.
    expect(swapLines(used, true)).toEqual({ left: "0 of 1", nextFreeSwap: null });
    expect(swapLines(swapAllowance(1, 0, window), true)).toEqual({
      left: "1 of 1",
      nextFreeSwap: "Now",
    });
  });
});
