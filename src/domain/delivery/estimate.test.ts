import { describe, expect, it } from "vitest";
import { estimateDeliverySpeed, nextDeliveryDates, outwardCode } from "./estimate";

describe("delivery-speed estimate (spec 5)", () => {
  const served = ["sw1a", "e1", "n16"];

  it("gives no estimate for a missing or short postcode", () => {
    expect(estimateDeliverySpeed(undefined, served)).toBeNull();
    expect(estimateDeliverySpeed(null, served)).toBeNull();
    expect(estimateDeliverySpeed("", served)).toBeNull();
    expect(estimateDeliverySpeed("E1 6A", served)).toBeNull();
    expect(estimateDeliverySpeed(" E 1 6 A ", served)).toBeNull();
  });

  it("estimates 48h for a served outward code, whatever the case or spacing", () => {
    expect(estimateDeliverySpeed("E1 6AN", served)).toBe("48h");
    expect(estimateDeliverySpeed("sw1a1aa", served)).toBe("48h");
    expect(estimateDeliverySpeed("N16  7AB", served)).toBe("48h");
  });

  it("estimates 4d elsewhere", () => {
    expect(estimateDeliverySpeed("M1 1AE", served)).toBe("4d");
    expect(estimateDeliverySpeed("E16 1AA", served)).toBe("4d");
    expect(estimateDeliverySpeed("E1 6AN", [])).toBe("4d");
  });

  it("matches served codes written in upper case or with spaces", () => {
    expect(estimateDeliverySpeed("SW1A 1AA", ["SW1A "])).toBe("48h");
  });

  it("drops the last three characters to get the outward code", () => {
    expect(outwardCode("SW1A 1AA")).toBe("sw1a");
    expect(outwardCode("E1 6AN")).toBe("e1");
  });
});

describe("next delivery dates", () => {
  // 2024-12-20 is a Friday.
  const today = "2024-12-20";

  it("starts tomorrow and skips Sundays", () => {
    expect(nextDeliveryDates([], today, 3)).toEqual(["2024-12-21", "2024-12-23", "2024-12-24"]);
  });

  it("skips blocked days", () => {
    const blocked = [
      { from: "2024-12-24", to: "2024-12-24" },
      { from: "2024-12-25", to: "2024-12-26" },
    ];
    expect(nextDeliveryDates(blocked, today, 4)).toEqual([
      "2024-12-21",
      "2024-12-23",
      "2024-12-27",
      "2024-12-28",
    ]);
  });

  it("crosses month and year ends", () => {
    expect(nextDeliveryDates([], "2024-12-30", 2)).toEqual(["2024-12-31", "2025-01-01"]);
  });

  it("stops when the calendar is blocked for the whole search window", () => {
    const blocked = [{ from: "2024-01-01", to: "2026-12-31" }];
    expect(nextDeliveryDates(blocked, today, 3)).toEqual([]);
  });

  it("can include today", () => {
    expect(nextDeliveryDates([], today, 1, { firstDayOffset: 0 })).toEqual(["2024-12-20"]);
  });
});

describe("delivery dates from a day that is not a date", () => {
  it("are refused rather than guessed", () => {
    for (const today of ["2026-11-26x", "x2026-11-26", "26/11/2026", ""])
      expect(() => nextDeliveryDates([], today, 3), today).toThrow(RangeError);
  });

  it("are searched for a year ahead at most", () => {
    expect(nextDeliveryDates([], "2026-11-25", 10, { searchDays: 2 })).toEqual([
      "2026-11-26",
      "2026-11-27",
    ]);
  });
});
