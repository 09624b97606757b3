import { describe, expect, it } from "vitest";
import {
  addMonthsClamped,
  giftCardExpiresAt,
  giftCardLastDay,
  lastDayText,
} from "./gift-card-expiry";

describe("a gift card's 12 months", () => {
  it("works until the end of the same UK day a year on", () => {
    const bought = new Date("2026-03-03T10:15:00Z");
    expect(giftCardLastDay(bought)).toBe("2027-03-03");
    // GMT in March 2027 before the clocks change: midnight UK is midnight UTC.
    expect(giftCardExpiresAt(bought).toISOString()).toBe("2027-03-04T00:00:00.000Z");
    expect(lastDayText(giftCardExpiresAt(bought))).toBe("3 March 2027");
  });

  it("counts the day of purchase in UK time, and ends at UK midnight in summer time", () => {
    // 23:30 UTC on 31 March 2026 is already 1 April in the UK (BST).
    const bought = new Date("2026-03-31T23:30:00Z");
    expect(giftCardLastDay(bought)).toBe("2027-04-01");
    expect(giftCardExpiresAt(bought).toISOString()).toBe("2027-04-01T23:00:00.000Z");
    expect(lastDayText(giftCardExpiresAt(bought))).toBe("1 April 2027");
  });

  it("a card bought on 29 February works until 28 February", () => {
    expect(giftCardLastDay(new Date("2028-02-29T12:00:00Z"))).toBe("2029-02-28");
    expect(giftCardExpiresAt(new Date("2028-02-29T12:00:00Z")).toISOString()).toBe(
      "2029-03-01T00:00:00.000Z",
    );
  });

  it("a card bought on the last day of the year runs into the next year's last day", () => {
    expect(giftCardLastDay(new Date("2026-12-31T18:00:00Z"))).toBe("2027-12-31");
    expect(giftCardExpiresAt(new Date("2026-12-31T18:00:00Z")).toISOString()).toBe(
      "2028-01-01T00:00:00.000Z",
    );
  });

  it("adds months keeping the day, or the month's last day when it has none", () => {
    expect(addMonthsClamped("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonthsClamped("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonthsClamped("2026-08-31", 1)).toBe("2026-09-30");
    expect(addMonthsClamped("2026-01-15", 12)).toBe("2027-01-15");
    expect(addMonthsClamped("2026-11-30", 3)).toBe("2027-02-28");
    expect(addMonthsClamped("2024-02-29", 48)).toBe("2028-02-29");
  });
});
