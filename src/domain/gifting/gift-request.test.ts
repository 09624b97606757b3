import { describe, expect, it } from "vitest";
import {
  GIFT_DELIVERY_DAY_CHOICES,
  giftDeliveryDays,
  giftDeliveryInstant,
  giftPounds,
  ukDay,
  ukWallClock,
} from "./gift-request";
import { giftRequest } from "./gift-request-schema";

describe("gift delivery days", () => {
  it("offers today (UK) and the next 90 days", () => {
    const days = giftDeliveryDays(new Date("2026-03-30T23:30:00Z"));
    expect(days).toHaveLength(GIFT_DELIVERY_DAY_CHOICES);
    // 23:30 UTC is already the next day in British Summer Time.
    expect(days[0]).toBe("2026-03-31");
    expect(days[1]).toBe("2026-04-01");
    expect(days.at(-1)).toBe("2026-06-29");
  });

  it("is due at once for today and at 8 am UK time on a later day, GMT or BST", () => {
    const now = new Date("2026-01-10T15:00:00Z");
    expect(giftDeliveryInstant("2026-01-10", now)).toEqual(now);
    expect(giftDeliveryInstant("2026-01-11", now)).toEqual(new Date("2026-01-11T08:00:00Z"));
    expect(giftDeliveryInstant("2026-04-09", now)).toEqual(new Date("2026-04-09T07:00:00Z"));
    expect(giftDeliveryInstant("2026-01-09", now)).toBeNull();
    expect(giftDeliveryInstant("2026-04-11", new Date("2026-01-01T12:00:00Z"))).toBeNull();
  });

  it("reads UK days and wall-clock hours", () => {
    expect(ukDay(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
    expect(ukWallClock("2026-07-02", 8)).toEqual(new Date("2026-07-02T07:00:00Z"));
    expect(ukWallClock("2026-12-02", 8)).toEqual(new Date("2026-12-02T08:00:00Z"));
  });

  it("formats whole pounds and bounds the request", () => {
    expect(giftPounds(50)).toBe("£50");
    expect(giftPounds(1500)).toBe("£1,500");
    const base = { giftAmount: "50", sender: {}, recipient: {}, deliveryDay: "2026-01-01" };
    expect(giftRequest.safeParse(base).success).toBe(true);
    expect(giftRequest.safeParse({ ...base, deliveryDay: "tomorrow" }).success).toBe(false);
  });
});
