import { describe, expect, it } from "vitest";
import { formatGiftDeliveryDate, ordinal } from "./delivery-date";

describe("gift delivery date text (spec 3.1)", () => {
  it("formats the spec's example exactly", () => {
    expect(formatGiftDeliveryDate(new Date("2024-01-01T13:00:00Z"))).toBe(
      "Monday, January 1st 2024, 1:00:00 pm",
    );
  });

  it("uses UK time, including summer time", () => {
    expect(formatGiftDeliveryDate(new Date("2026-07-22T08:05:09Z"))).toBe(
      "Wednesday, July 22nd 2026, 9:05:09 am",
    );
    expect(formatGiftDeliveryDate(new Date("2026-12-24T23:30:00Z"))).toBe(
      "Thursday, December 24th 2026, 11:30:00 pm",
    );
  });

  it("writes midnight and noon as 12", () => {
    expect(formatGiftDeliveryDate(new Date("2026-01-03T00:00:00Z"))).toBe(
      "Saturday, January 3rd 2026, 12:00:00 am",
    );
    expect(formatGiftDeliveryDate(new Date("2026-01-03T12:00:00Z"))).toBe(
      "Saturday, January 3rd 2026, 12:00:00 pm",
    );
  });

  it("gives English ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "31st",
    ]);
  });
});

describe("gift delivery days through a week", () => {
  it("names each weekday", () => {
    const days = [1, 2, 3, 4, 5, 6, 7].map(
      (day) => formatGiftDeliveryDate(new Date(Date.UTC(2026, 5, day, 9))).split(",")[0],
    );
    expect(days).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
  });
});
