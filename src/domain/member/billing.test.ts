import { describe, expect, it } from "vitest";
import type { SubscriptionOption } from "@/domain/content/settings";
import {
  cancelSummary,
  nextPayment,
  nextPaymentText,
  pauseSummary,
  planChangeSummary,
  pounds,
  receiptOf,
  resumeSummary,
  vatIncluded,
  vatRateOn,
} from "./billing";

const A: SubscriptionOption = { plan: "Subscription A", limit: 5, price: 25, paymentPriceId: "a" };
const B: SubscriptionOption = { plan: "Subscription B", limit: 10, price: 45, paymentPriceId: "b" };
const now = new Date("2026-11-27T10:00:00Z");
const live = {
  status: "active",
  pausedUntil: null,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: new Date("2026-12-20T09:00:00Z"),
};

describe("money in words", () => {
  it("writes pounds with pence always", () => {
    expect(pounds(2500)).toBe("£25.00");
    expect(pounds(7)).toBe("£0.07");
    expect(pounds(-1100)).toBe("−£11.00");
  });

  it("takes the VAT out of a VAT-inclusive price: a sixth at 20 %, nothing at 0 %", () => {
    expect(vatIncluded(2500, 20)).toBe(417);
    expect(vatIncluded(4500, 20)).toBe(750);
    expect(vatIncluded(4500, 0)).toBe(0);
  });

  it("zero-rates the hire of young children's clothing", () => {
    expect(vatRateOn(now)).toEqual({
      percent: 0,
      note: "Zero-rated: hire of young children's clothing (VAT Act 1994, Schedule 8, Group 16)",
    });
  });
});

describe("the next payment", () => {
  it("is the plan's price at the paid period's end", () => {
    expect(nextPayment(live, 2500, 0, now)).toEqual({
      date: live.currentPeriodEnd,
      pricePence: 2500,
      creditPence: 0,
      cardPence: 2500,
    });
  });

  it("takes the gift card credit off, never more than the price", () => {
    expect(nextPayment(live, 2500, 1100, now)).toMatchObject({
      creditPence: 1100,
      cardPence: 1400,
    });
    expect(nextPayment(live, 2500, 9000, now)).toMatchObject({ creditPence: 2500, cardPence: 0 });
    expect(nextPaymentText(nextPayment(live, 2500, 1100, now)!)).toBe(
      "£14.00 on 20 December 2026 (£25.00 less £11.00 of credit)",
    );
  });

  it("skips the months that start inside a pause, as the provider voids them", () => {
    const paused = { ...live, pausedUntil: new Date("2026-12-27T10:00:00Z") };
    expect(nextPayment(paused, 2500, 0, now)?.date).toEqual(new Date("2027-01-20T09:00:00Z"));
    const ending = { ...live, pausedUntil: new Date("2026-12-20T09:00:00Z") };
    expect(nextPayment(ending, 2500, 0, now)?.date).toEqual(live.currentPeriodEnd);
  });

  it("is none when the membership is set to end or has ended", () => {
    expect(nextPayment({ ...live, cancelAtPeriodEnd: true }, 2500, 0, now)).toBeNull();
    expect(nextPayment({ ...live, status: "canceled" }, 2500, 0, now)).toBeNull();
    expect(nextPayment({ ...live, currentPeriodEnd: null }, 2500, 0, now)).toBeNull();
  });
});

describe("what a change says before it is confirmed", () => {
  const facts = { subscription: live, current: A, creditPence: 0, now };

  it("a plan change: its price, the next wardrobe's size, when the price applies, nothing today", () => {
    expect(planChangeSummary(B, facts)).toEqual([
      "Subscription B: £45.00 a month for up to 10 items at a time.",
      "Your next wardrobe can hold up to 10 items.",
      "You pay the new price from your next payment, on 20 December 2026: £45.00 instead of £25.00.",
      "Nothing is charged today.",
    ]);
    expect(planChangeSummary(B, { ...facts, creditPence: 1100 })).toContain(
      "Your credit pays £11.00 of it, so £34.00 is charged to your card.",
    );
  });

  it("a pause: the day it resumes, and the payment after it", () => {
    expect(pauseSummary(1, { ...facts, pricePence: 2500 })).toEqual([
      "Your subscription is paused from today and resumes by itself on 27 December 2026.",
      "While it is paused no payment is taken, and you can't change your wardrobe; the garments with you stay with you.",
      "Your next payment is £25.00 on 20 January 2027.",
    ]);
    expect(pauseSummary(2, { ...facts, pricePence: 2500 })[0]).toBe(
      "Your subscription is paused from today and resumes by itself on 27 January 2027.",
    );
  });

  it("a resume: live today, and the next payment", () => {
    const paused = { ...live, pausedUntil: new Date("2027-01-27T10:00:00Z") };
    expect(resumeSummary({ ...facts, subscription: paused, pricePence: 2500 })).toEqual([
      "Your subscription is live again from today: you can change your wardrobe.",
      "Your next payment is £25.00 on 20 December 2026.",
    ]);
  });

  it("a cancellation: the day it ends and how to undo it until then", () => {
    expect(cancelSummary(live)).toEqual([
      "Your membership ends on 20 December 2026, the end of the month you have paid for. No further payment is taken.",
      "Until then you keep your wardrobe, and you can change your mind: choose 'Keep my subscription'.",
      "When it ends, we'll e-mail you how to send back the garments with you.",
    ]);
  });
});

describe("a receipt", () => {
  it("shows the VAT-inclusive total, its VAT, and what credit and the card paid", () => {
    const receipt = receiptOf({
      id: "in_local_1",
      amountPence: 2500,
      creditAppliedPence: 1100,
      periodStart: new Date("2026-11-20T09:00:00Z"),
      periodEnd: new Date("2026-12-20T09:00:00Z"),
      paidAt: new Date("2026-11-20T09:00:05Z"),
    });
    expect(receipt).toEqual({
      number: "in_local_1",
      paidOn: "20 November 2026",
      period: "20 November 2026 to 20 December 2026",
      totalPence: 2500,
      vatPercent: 0,
      vatPence: 0,
      netPence: 2500,
      vatNote: "Zero-rated: hire of young children's clothing (VAT Act 1994, Schedule 8, Group 16)",
      creditPence: 1100,
      cardPence: 1400,
    });
  });
});
