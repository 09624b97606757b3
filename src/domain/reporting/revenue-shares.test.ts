import { describe, expect, it } from "vitest";
import { daysInPeriod, holdingsInPeriod, pencePerRentalWeek, shareByDays } from "./revenue-shares";

const NOVEMBER = { start: "2026-11-01", end: "2026-12-01" };

describe("daysInPeriod", () => {
  it("counts from the delivery day up to, not including, the return day", () => {
    expect(daysInPeriod({ start: "2026-11-03", end: "2026-11-10" }, NOVEMBER)).toBe(7);
  });

  it("cuts a rental at both ends of the period", () => {
    expect(daysInPeriod({ start: "2026-10-20", end: "2026-11-05" }, NOVEMBER)).toBe(4);
    expect(daysInPeriod({ start: "2026-11-25", end: "2026-12-09" }, NOVEMBER)).toBe(6);
    expect(daysInPeriod({ start: "2026-10-01", end: "2027-01-01" }, NOVEMBER)).toBe(30);
  });

  it("runs a garment still held to the end of the period", () => {
    expect(daysInPeriod({ start: "2026-11-21", end: null }, NOVEMBER)).toBe(10);
    expect(daysInPeriod({ start: "2026-09-01", end: null }, NOVEMBER)).toBe(30);
  });

  it("is 0 for a rental outside the period, or returned the day it came", () => {
    expect(daysInPeriod({ start: "2026-10-01", end: "2026-11-01" }, NOVEMBER)).toBe(0);
    expect(daysInPeriod({ start: "2026-12-01", end: null }, NOVEMBER)).toBe(0);
    expect(daysInPeriod({ start: "2026-11-08", end: "2026-11-08" }, NOVEMBER)).toBe(0);
    expect(daysInPeriod({ start: "2026-11-08", end: "2026-11-02" }, NOVEMBER)).toBe(0);
  });
});

describe("holdingsInPeriod", () => {
  it("adds up a garment's rentals, leaves out garments not held, orders by garment", () => {
    expect(
      holdingsInPeriod(
        [
          { productItemId: 9, start: "2026-11-01", end: "2026-11-04" },
          { productItemId: 2, start: "2026-11-10", end: null },
          { productItemId: 9, start: "2026-11-20", end: "2026-11-22" },
          { productItemId: 5, start: "2026-10-01", end: "2026-10-30" },
        ],
        NOVEMBER,
      ),
    ).toEqual([
      { productItemId: 2, days: 21 },
      { productItemId: 9, days: 5 },
    ]);
  });

  it("is empty when nothing was held", () => {
    expect(holdingsInPeriod([], NOVEMBER)).toEqual([]);
  });
});

describe("shareByDays", () => {
  const total = (shares: { amountPence: number }[]) =>
    shares.reduce((sum, share) => sum + share.amountPence, 0);

  it("shares in proportion to days held", () => {
    expect(
      shareByDays(2500, [
        { productItemId: 1, days: 30 },
        { productItemId: 2, days: 20 },
      ]),
    ).toEqual([
      { productItemId: 1, days: 30, amountPence: 1500 },
      { productItemId: 2, days: 20, amountPence: 1000 },
    ]);
  });

  it("gives the pence left over to the largest remainders, so the shares add up exactly", () => {
    // £25 over 3 × 30 days: 833.33 each, one penny left for the lowest id.
    const three = shareByDays(2500, [
      { productItemId: 7, days: 30 },
      { productItemId: 3, days: 30 },
      { productItemId: 5, days: 30 },
    ]);
    expect(three.map((s) => s.amountPence)).toEqual([833, 834, 833]);
    // 1000 over 1 + 2 days: 333.33 and 666.67 → the larger fraction gets the penny.
    expect(
      shareByDays(1000, [
        { productItemId: 1, days: 1 },
        { productItemId: 2, days: 2 },
      ]).map((s) => s.amountPence),
    ).toEqual([333, 667]);
  });

  it("breaks a tie of remainders for the garment held longer", () => {
    // 2 pence over 1 + 4 + 1 days: 0.33, 1.33, 0.33 — every remainder ties; the 4 days win.
    expect(
      shareByDays(2, [
        { productItemId: 1, days: 1 },
        { productItemId: 2, days: 4 },
        { productItemId: 3, days: 1 },
      ]).map((s) => s.amountPence),
    ).toEqual([0, 2, 0]);
    // 2 pence over 3 × 1 day: remainders tie, days tie → the two lowest ids.
    expect(
      shareByDays(2, [
        { productItemId: 4, days: 1 },
        { productItemId: 8, days: 1 },
        { productItemId: 6, days: 1 },
      ]).map((s) => s.amountPence),
    ).toEqual([1, 0, 1]);
    // 1 penny over 1 + 3 days at remainder 1 and 3: the larger remainder wins over the id.
    expect(
      shareByDays(1, [
        { productItemId: 1, days: 1 },
        { productItemId: 2, days: 3 },
      ]).map((s) => s.amountPence),
    ).toEqual([0, 1]);
  });

  it("adds up to the invoice amount for any split", () => {
    for (let amount = 0; amount <= 4000; amount += 137)
      for (let garments = 1; garments <= 9; garments += 1) {
        const holdings = Array.from({ length: garments }, (_, i) => ({
          productItemId: i + 1,
          days: 1 + ((i * 11 + amount) % 31),
        }));
        const shares = shareByDays(amount, holdings);
        expect(total(shares)).toBe(amount);
        for (const share of shares) {
          const exact = (amount * share.days) / holdings.reduce((s, h) => s + h.days, 0);
          expect(Math.abs(share.amountPence - exact)).toBeLessThan(1);
        }
      }
  });

  it("shares nothing when no garment was held, and leaves out garments with no days", () => {
    expect(shareByDays(2500, [])).toEqual([]);
    expect(shareByDays(2500, [{ productItemId: 1, days: 0 }])).toEqual([]);
    expect(
      shareByDays(2500, [
        { productItemId: 1, days: 0 },
        { productItemId: 2, days: 3 },
      ]),
    ).toEqual([{ productItemId: 2, days: 3, amountPence: 2500 }]);
  });

  it("refuses an amount that is not whole pence at or above 0", () => {
    const one = [{ productItemId: 1, days: 1 }];
    expect(() => shareByDays(-1, one)).toThrow("not below 0: -1");
    expect(() => shareByDays(2.5, one)).toThrow(RangeError);
    expect(shareByDays(0, one)).toEqual([{ productItemId: 1, days: 1, amountPence: 0 }]);
  });
});

describe("pencePerRentalWeek", () => {
  it("is the pence shared per seven garment-days, rounded", () => {
    expect(pencePerRentalWeek(2500, 150)).toBe(117);
    expect(pencePerRentalWeek(100, 7)).toBe(100);
    expect(pencePerRentalWeek(1, 14)).toBe(1);
  });

  it("is null before any garment-day was shared", () => {
    expect(pencePerRentalWeek(0, 0)).toBeNull();
    expect(pencePerRentalWeek(2500, 0)).toBeNull();
  });
});
