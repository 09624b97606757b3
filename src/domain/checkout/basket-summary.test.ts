import { describe, expect, it } from "vitest";
import type { CartPlan } from "@/domain/cart/types";
import { basketSummary, subscriptionBanner } from "./basket-summary";

const plan = (label: string, limit = 4): CartPlan => ({
  plan: label,
  limit,
  price: 30,
  paymentPriceId: "price",
});

describe("basketSummary (spec 2.6: 'Summary of wardrobe')", () => {
  it("shows '{n} out of {limit} picked', green at the limit and red over it", () => {
    expect(basketSummary(2, plan("Subscription A"))).toMatchObject({
      countText: "2 out of 4 picked",
      countStyle: "plain",
    });
    expect(basketSummary(4, plan("Subscription A"))).toMatchObject({
      countText: "4 out of 4 picked",
      countStyle: "green",
    });
    expect(basketSummary(5, plan("Subscription A"))).toMatchObject({
      countText: "5 out of 4 picked",
      countStyle: "red",
    });
  });

  it("shows 'Subscription {plan}' and 'Change plan' once a plan is chosen", () => {
    expect(basketSummary(0, plan("B"))).toMatchObject({
      planText: "Subscription B",
      planButtonLabel: "Change plan",
    });
    expect(basketSummary(0, plan("Subscription C"))).toMatchObject({ planText: "Subscription C" });
  });

  it("asks for a plan when none is chosen", () => {
    expect(basketSummary(3, null)).toEqual({
      countText: null,
      countStyle: "plain",
      planText: "Select a plan below to get started",
      planButtonLabel: "Select a plan",
    });
  });
});

describe("subscriptionBanner (spec 2.4)", () => {
  it("shows '{cart count} of {limit} picked', flagged as an error only over the limit", () => {
    expect(subscriptionBanner(3, plan("Subscription A", 3))).toEqual({
      planText: "Subscription A",
      countText: "3 of 3 picked",
      isError: false,
    });
    expect(subscriptionBanner(4, plan("Subscription A", 3))).toMatchObject({
      countText: "4 of 3 picked",
      isError: true,
    });
  });

  it("is not shown before a plan is chosen", () => {
    expect(subscriptionBanner(2, null)).toBeNull();
  });
});
